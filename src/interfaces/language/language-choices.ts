import { LOCALES, nativeNameOf } from '../../i18n/locales.js';

// The language interface's list: with `limit` on, the admin's own interface languages
// (src/i18n/locales.ts), else every ISO 639-1 language as well (codes only: the names come from
// the browser's Intl.DisplayNames, so nothing here needs translating).

const ISO_639_1 =
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da ' +
  'de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy ' +
  'hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg ' +
  'li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or ' +
  'os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta ' +
  'te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu';

export interface LanguageChoice {
  code: string;
  /** The language in the admin's language, e.g. "German (Germany)". */
  name: string;
  /** The language's own name for itself, e.g. "Deutsch (Deutschland)". */
  nativeName: string;
}

const namesByUiLocale = new Map<string, Intl.DisplayNames | null>();

/** `code`'s name in the language `uiLocale`; the code itself when the browser has no name. */
export function languageName(code: string, uiLocale: string | null): string {
  const key = uiLocale ?? 'en-US';
  let names = namesByUiLocale.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([key], { type: 'language', languageDisplay: 'standard' });
    } catch {
      names = null;
    }
    namesByUiLocale.set(key, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageChoices(limit: boolean, uiLocale: string | null): LanguageChoice[] {
  const codes: string[] = LOCALES.map((locale) => locale.code);
  if (!limit) {
    const listed = new Set(codes.map((code) => code.split('-')[0]));
    codes.push(...ISO_639_1.split(' ').filter((code) => !listed.has(code)));
  }
  const collator = new Intl.Collator(uiLocale ?? undefined);
  // The admin's own languages are listed by their own names (LanguageInput), the others by the
  // names in the admin's language.
  const sortName = (choice: LanguageChoice) => (limit ? choice.nativeName : choice.name);
  return codes
    .map((code) => ({
      code,
      name: languageName(code, uiLocale),
      nativeName: nativeNameOf(code),
    }))
    .sort((a, b) => collator.compare(sortName(a), sortName(b)));
}
