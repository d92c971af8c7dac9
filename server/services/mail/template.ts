// The placeholders of POST /mail bodies (contract §7.16: v8 rendered them with Twig). Only
// variable output is supported: `{{ name }}` and `{{ user.first_name }}` take the value from
// `data`; an unknown name renders as nothing. Values go into HTML mail escaped, so data can never
// add markup; the body around them is the sender's own and is kept as written.

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function lookup(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return '';
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function renderTemplate(
  template: string,
  data: Record<string, unknown>,
  format: 'html' | 'plain',
): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const value = text(lookup(data, path));
    return format === 'html' ? escapeHtml(value) : value;
  });
}

/** A readable plain-text alternative of an HTML body (tags dropped, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => {
      const decoded = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
      return decoded[entity as keyof typeof decoded];
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The base layout HTML mail is sent in. */
export function htmlLayout(subject: string, body: string): string {
  return [
    '<!doctype html>',
    '<html>',
    '<head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head>',
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('');
}
