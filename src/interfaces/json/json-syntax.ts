// Where JSON text first goes wrong, found by reading it as the JSON grammar does. Browsers'
// JSON.parse messages differ (Chromium gives an offset for some errors, a quote of the text for
// others), so the place a user is shown comes from here, the same in every browser.

export interface JsonSyntaxError {
  /** The character offset of the first character that cannot be there. */
  offset: number;
  /** That character, or null when the text ends too early. */
  found: string | null;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const HEX = /[0-9a-fA-F]/;

class Stop {
  constructor(readonly error: JsonSyntaxError) {}
}

/** The first syntax error of `text`, or null when it is one valid JSON value. */
export function findJsonError(text: string): JsonSyntaxError | null {
  let at = 0;
  const fail = (): never => {
    throw new Stop({ offset: at, found: at < text.length ? (text[at] as string) : null });
  };
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.has(text[at] as string)) at++;
  };
  const take = (char: string) => {
    if (text[at] !== char) fail();
    at++;
  };
  const string = () => {
    take('"');
    for (;;) {
      const char = text[at];
      if (char === undefined || char < ' ') fail();
      if (char === '"') {
        at++;
        return;
      }
      if (char !== '\\') {
        at++;
        continue;
      }
      at++;
      const escaped = text[at];
      if (escaped === 'u') {
        at++;
        for (let digit = 0; digit < 4; digit++) {
          if (!HEX.test(text[at] ?? '')) fail();
          at++;
        }
      } else if (escaped !== undefined && ESCAPES.has(escaped)) {
        at++;
      } else {
        fail();
      }
    }
  };
  const sequence = (close: string, item: () => void) => {
    at++;
    skipWhitespace();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      skipWhitespace();
      if (text[at] !== ',') break;
      at++;
    }
    take(close);
  };
  const value = (): void => {
    skipWhitespace();
    const char = text[at];
    if (char === '{') {
      sequence('}', () => {
        skipWhitespace();
        string();
        skipWhitespace();
        take(':');
        value();
      });
      return;
    }
    if (char === '[') {
      sequence(']', value);
      return;
    }
    if (char === '"') {
      string();
      return;
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (number && number[0] !== '-' && number[0] !== '') {
      at += number[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    fail();
  };
  try {
    value();
    skipWhitespace();
    if (at < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof Stop) return error.error;
    throw error;
  }
}
