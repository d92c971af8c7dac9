import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { HtmlTextDisplay } from './HtmlTextDisplay.js';
import { DEFAULT_TOOLBAR, TOOLBAR_BUTTON_NAMES } from './toolbar-names.js';

const WysiwygInput = lazyInput(() =>
  import('./WysiwygInput.js').then((module) => module.WysiwygInput),
);

// Rich text stored as HTML (v8 stored TinyMCE's HTML). Only this entry is in the form's chunk: the
// editor (Tiptap) loads when a wysiwyg field first renders.

export const wysiwygInterface: InterfaceDefinition = {
  id: 'wysiwyg',
  name: 'WYSIWYG',
  icon: 'notes',
  types: ['string'],
  recommended: { length: 65534 },
  options: [
    {
      name: 'toolbar',
      interface: 'checkboxes',
      default: DEFAULT_TOOLBAR,
      options: { choices: Object.fromEntries(TOOLBAR_BUTTON_NAMES.map((name) => [name, name])) },
    },
    // v8's TinyMCE style formats: accepted and kept, not applied (the editor has no style menu).
    { name: 'custom_formats', interface: 'json', default: null, advanced: true },
  ],
  input: WysiwygInput,
  display: HtmlTextDisplay,
};

registerInterface(wysiwygInterface);
