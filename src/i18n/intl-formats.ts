// Intl formatters, made once per language and options. Building one costs far more than using it
// (locale data is resolved on construction), and listings format a date or number in every cell:
// 50 rows of dates made 50 DateTimeFormats, about 45 ms of the first screen.

const made = new Map<string, unknown>();

function cached<Format>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  make: () => Format,
): Format {
  const key = `${kind}|${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let format = made.get(key) as Format | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
