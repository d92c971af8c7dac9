// What toggle-icon shows for a state (v8 options `iconActive`, `colorActive`, `textActive` and
// their inactive twins; colours are v8 palette names such as `pink-500`).

export interface ToggleIconLook {
  icon: string;
  color: string;
  text: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toggleIconLook(options: Record<string, unknown>, on: boolean): ToggleIconLook {
  return on
    ? {
        icon: text(options.iconActive) || 'favorite',
        color: text(options.colorActive) || 'pink-500',
        text: text(options.textActive),
      }
    : {
        icon: text(options.iconInactive) || 'favorite_border',
        color: text(options.colorInactive) || 'blue-grey',
        text: text(options.textInactive),
      };
}
