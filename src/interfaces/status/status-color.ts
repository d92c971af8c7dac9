// v8 status colours are names from its palette (`accent`, `red`, `blue-grey-200` …). The common
// ones map onto the admin's tokens or a close colour; anything a browser reads as a colour is
// used as it is; the rest fall back to a neutral grey.

const PALETTE: Record<string, string> = {
  accent: 'var(--cms-color-accent)',
  action: 'var(--cms-color-accent)',
  success: 'var(--cms-color-success)',
  warning: 'var(--cms-color-warning)',
  danger: 'var(--cms-color-danger)',
  'blue-grey': '#607d8b',
  'blue-grey-200': '#b0bec5',
  'blue-grey-400': '#78909c',
  'blue-grey-600': '#546e7a',
  'light-blue': '#03a9f4',
  'deep-orange': '#ff5722',
  'light-green': '#8bc34a',
  // Palette names a browser lacks or draws far from v8's (rating's amber, toggle-icon's pink-500).
  amber: '#ffc107',
  'deep-purple': '#673ab7',
  pink: '#e91e63',
};

export function statusColor(name: string | undefined): string {
  if (!name) return '#b0bec5';
  if (PALETTE[name]) return PALETTE[name];
  if (typeof CSS !== 'undefined' && CSS.supports('color', name)) return name;
  const base = name.replace(/-\d+$/, '');
  if (PALETTE[base]) return PALETTE[base];
  if (typeof CSS !== 'undefined' && CSS.supports('color', base)) return base;
  return '#b0bec5';
}
