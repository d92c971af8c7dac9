// The invite dialog's address box: any mix of commas, semicolons, spaces and new lines between
// addresses, and "Name <address>" as mail programs copy it. Each address is checked as the server
// checks it (services/system/invitations.ts); the same address twice (in any case) is invited once.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AddressProblem =
  | { kind: 'invalid'; address: string }
  | { kind: 'duplicate'; address: string };

export interface ParsedAddresses {
  /** Valid addresses, lower-case, each once, in the order typed. */
  addresses: string[];
  /** What is wrong with the rest, in the order typed. */
  problems: AddressProblem[];
}

/** Splits on separators outside angle brackets, so "Doe, Jane <jane@x.org>" is one entry. */
function entriesOf(text: string): string[] {
  const entries: string[] = [];
  let current = '';
  let inBrackets = false;
  for (const char of text) {
    if (char === '<') inBrackets = true;
    if (char === '>') inBrackets = false;
    if (!inBrackets && /[,;\n\r]/.test(char)) {
      entries.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** The address of one entry: inside <…> when present; bare words are separate addresses. */
function addressesOf(entry: string): string[] {
  const bracketed = /<([^<>]*)>/.exec(entry);
  if (bracketed) return [(bracketed[1] ?? '').trim()];
  return entry.split(/\s+/).filter(Boolean);
}

export function parseInviteAddresses(text: string): ParsedAddresses {
  const addresses: string[] = [];
  const problems: AddressProblem[] = [];
  const seen = new Set<string>();
  for (const entry of entriesOf(text)) {
    for (const raw of addressesOf(entry)) {
      const address = raw.replace(/^mailto:/i, '');
      if (!EMAIL.test(address)) {
        problems.push({ kind: 'invalid', address: raw === '' ? entry : raw });
        continue;
      }
      const key = address.toLowerCase();
      if (seen.has(key)) {
        if (!problems.some((problem) => problem.kind === 'duplicate' && problem.address === key)) {
          problems.push({ kind: 'duplicate', address: key });
        }
        continue;
      }
      seen.add(key);
      addresses.push(key);
    }
  }
  return { addresses, problems };
}
