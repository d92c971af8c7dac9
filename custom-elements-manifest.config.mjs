// custom-elements.json for editors, Storybook and docs. Each element file declares a thin class
// with JSDoc (@tag @attr @fires @csspart @cssprop); the analyzer reads those.

/**
 * The elements are registered through `defineElement()`, which the analyzer cannot follow: add
 * the `custom-element-definition` exports from each class's @tag, and tie every attribute to the
 * property r2wc creates for it (`primary-key` ↔ `primaryKey`).
 */
function elementDefinitions() {
  const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
  return {
    name: 'cms-element-definitions',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName) continue;
          declaration.customElement = true;
          for (const attribute of declaration.attributes ?? []) {
            const fieldName = camelCase(attribute.name);
            if (declaration.members?.some((member) => member.name === fieldName)) {
              attribute.fieldName = fieldName;
            }
          }
          module.exports ??= [];
          module.exports.push({
            kind: 'custom-element-definition',
            name: declaration.tagName,
            declaration: { name: declaration.name, module: module.path },
          });
        }
      }
    },
  };
}

export default {
  globs: ['elements/cms-*.ts'],
  outdir: '.',
  dev: false,
  packagejson: true,
  plugins: [elementDefinitions()],
};
