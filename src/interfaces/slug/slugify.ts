// Slugs: accents dropped, anything that is not a letter or digit becomes one hyphen; lowercase
// unless the field's `forceLowercase` option is off.

/** While typing: a trailing hyphen is kept, so "my-" can become "my-post". */
export function slugifyTyping(text: string, lowercase = true): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return (lowercase ? plain.toLowerCase() : plain)
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+/, '');
}

/** The finished slug: no leading or trailing hyphens. */
export function slugify(text: string, lowercase = true): string {
  return slugifyTyping(text, lowercase).replace(/-+$/, '');
}
