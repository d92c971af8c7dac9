// A Markdown value as plain text for listings and cards: the syntax is taken away (heading, list
// and quote markers, emphasis, link targets, code fences), the rest kept as written, HTML
// included, since the display renders it as text (React escapes every character). Deliberately
// simple: emphasis markers only go where they open and close at word edges, so snake_case and
// paths stay whole.

export function markdownText(source: string): string {
  return source
    .replace(/^\s*(```|~~~).*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm, '')
    .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, '')
    .replace(/^\s{0,3}(>\s?)+/gm, '')
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(^|[^\w*~])(\*\*|__|~~)(?=\S)(.*?\S)\2(?![\w*~])/gm, '$1$3')
    .replace(/(^|[^\w*])([*_])(?=[^\s*_])(.*?[^\s*_])\2(?![\w*])/gm, '$1$3')
    .replace(/`+([^`\n]*)`+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
