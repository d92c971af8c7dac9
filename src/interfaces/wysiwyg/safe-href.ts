// The one rule for which addresses the rich-text editor keeps in links and images: web addresses,
// e-mail addresses (links only) and addresses relative to the page. Anything else (javascript:,
// data:, vbscript:, …) could run code or smuggle content when the HTML is shown on a site.

// Browsers drop these characters from URLs, so `java\tscript:` would still be a scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme `url` names, lower case, or null for a relative address. */
function schemeOf(url: string): string | null {
  const match = SCHEME.exec(url.replace(IGNORED_BY_BROWSERS, ''));
  return match ? (match[1] as string).toLowerCase() : null;
}

/** A link target the editor keeps: http(s), mailto, or relative. */
export function isSafeLinkHref(url: string | null | undefined): boolean {
  if (!url || url.trim() === '') return false;
  const scheme = schemeOf(url);
  return scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** An image source the editor keeps: http(s) or relative. */
export function isSafeImageSrc(url: string | null | undefined): boolean {
  if (!url || url.trim() === '') return false;
  const scheme = schemeOf(url);
  return scheme === null || scheme === 'http' || scheme === 'https';
}

/** What a person typed as an address, tidied: trimmed, and `www.…` given its https://. */
export function typedAddress(text: string): string {
  const trimmed = text.trim();
  return /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
}
