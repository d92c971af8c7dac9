// The fields a server's validation message names (spec 2 §8), so the message can stand next to
// them. Two shapes are read: v8's `field: message` (several joined by spaces, as the server's
// required and pattern checks send them) and a quoted field name anywhere in the message
// (`"title" is required`, `Data is too large for "body": ...`). Only names of the form's own fields
// count; a message that names none stays a notice above the form.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function fieldProblems(
  message: string,
  fieldNames: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!message || fieldNames.length === 0) return problems;
  const names = [...fieldNames].sort((a, b) => b.length - a.length).map(escapeRegExp);

  // `title: This value should not be blank. slug: This value is not valid.`
  const prefixed = new RegExp(`(?:^|\\s)(${names.join('|')}): `, 'g');
  const marks = [...message.matchAll(prefixed)];
  marks.forEach((mark, index) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end =
      index + 1 < marks.length ? (marks[index + 1].index ?? message.length) : message.length;
    const text = message.slice(start, end).trim();
    const name = mark[1];
    problems[name] = problems[name] ? `${problems[name]} ${text}` : text;
  });
  if (marks.length > 0) return problems;

  // `"title" is required`: the whole message belongs to each field it quotes.
  const quoted = new RegExp(`["'\`](${names.join('|')})["'\`]`, 'g');
  for (const [, name] of message.matchAll(quoted)) problems[name] = message;
  return problems;
}
