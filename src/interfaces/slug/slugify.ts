// Slugs: lowercase, accents dropped, anything that is not a letter or digit becomes one hyphen.

/** While typing: a trailing hyphen is kept, so "my-" can become "my-post". */
export function slugifyTyping(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
}

/** The finished slug: no leading or trailing hyphens. */
export function slugify(text: string): string {
  return slugifyTyping(text).replace(/-+$/, '');
}
