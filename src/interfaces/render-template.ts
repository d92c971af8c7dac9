// Display templates like `{{name}}` or `{{tag.name}}` (v8 relational interfaces): each placeholder
// is the value at that dotted path of the item; missing values become empty text. The result is
// plain text, rendered by React (escaped).

export function renderTemplate(template: string, item: unknown): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
    let current: unknown = item;
    for (const part of path.split('.')) {
      current =
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[part]
          : undefined;
    }
    if (current == null) return '';
    return typeof current === 'object' ? JSON.stringify(current) : String(current);
  });
}
