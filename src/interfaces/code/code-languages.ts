// The `language` option's values, as v8 stores them (its five CodeMirror modes), with the names the
// field's footer and the option's dropdown show.
export const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  'text/plain': 'Plain Text',
  'text/javascript': 'JavaScript',
  'application/json': 'JSON',
  'text/x-vue': 'Vue',
  'application/x-httpd-php': 'PHP',
};

export const DEFAULT_LANGUAGE = 'text/plain';

/** The option's language, or plain text for a value it does not know. */
export function codeLanguage(option: unknown): string {
  return typeof option === 'string' && option in CODE_LANGUAGES ? option : DEFAULT_LANGUAGE;
}
