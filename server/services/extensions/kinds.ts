// What the extension folders may hold (contract §7.17): three kinds, each a folder per extension
// with a meta.json and the scripts the admin loads by replacing `meta.json` in the listed path.

export const EXTENSION_KINDS = ['interfaces', 'layouts', 'modules'] as const;

export type ExtensionKind = (typeof EXTENSION_KINDS)[number];

/** `core` ships with the server, `custom` is installed into the data folder. */
export type ExtensionOrigin = 'core' | 'custom';

export const EXTENSION_ORIGINS: readonly ExtensionOrigin[] = ['core', 'custom'];

/** The scripts of each kind (without `.js`); each may have a sibling stylesheet of the same name. */
export const KIND_SCRIPTS: Record<ExtensionKind, readonly string[]> = {
  interfaces: ['input', 'display'],
  layouts: ['layout', 'options'],
  modules: ['module'],
};

/** A folder name that is one plain path segment: no dot segments, separators or hidden files. */
export const EXTENSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function isExtensionKind(value: unknown): value is ExtensionKind {
  return (EXTENSION_KINDS as readonly unknown[]).includes(value);
}

/** The content type of a file the server may serve for this kind, or undefined for any other. */
export function assetContentType(kind: ExtensionKind, fileName: string): string | undefined {
  const match = /^([a-z]+)\.(js|css)$/.exec(fileName);
  if (!match || !KIND_SCRIPTS[kind].includes(match[1] as string)) return undefined;
  return match[2] === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
}

/** The path the listing gives for an extension's meta.json, relative to the API root. */
export function metaPath(origin: ExtensionOrigin, kind: ExtensionKind, id: string): string {
  return `extensions/${origin}/${kind}/${id}/meta.json`;
}
