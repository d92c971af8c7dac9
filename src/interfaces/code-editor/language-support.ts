import type { Extension } from '@codemirror/state';

// The syntax of each `language` the code interface offers (v8's five modes), each fetched only
// when a field first uses it: plain text costs nothing, PHP (which embeds HTML, CSS and
// JavaScript) is the largest. Unknown values edit as plain text.
const LOADERS: Record<string, () => Promise<Extension>> = {
  'text/javascript': () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  'application/json': () => import('@codemirror/lang-json').then((m) => m.json()),
  'text/x-vue': () => import('@codemirror/lang-vue').then((m) => m.vue()),
  'application/x-httpd-php': () => import('@codemirror/lang-php').then((m) => m.php()),
};

export async function loadLanguage(language: string): Promise<Extension> {
  const load = LOADERS[language];
  return load ? load() : [];
}
