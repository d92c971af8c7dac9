import { circle, dot, RING, rect } from './glyph-shapes.js';

// The glyphs the sign-in screen, notifications and the shell's fixed controls use: they ship with
// the first chunk. Every other glyph loads with the signed-in screens (more-glyphs.ts).

export const CORE_GLYPHS = {
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M4 12.5l5 5L20 6.5',
  warning: `M12 3L2 20.5h20z M12 9.5v5 ${dot(12, 17.5)}`,
  error: `${RING} M12 7.5v5.5 ${dot(12, 16.5)}`,
  info: `${RING} M12 11v5.5 ${dot(12, 7.5)}`,
  help: `${RING} M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5 ${dot(12, 17)}`,
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  menu: 'M4 6h16M4 12h16M4 18h16',
  expand: 'M6 9l6 6 6-6',
  logout: 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4 M16 8l4 4-4 4 M20 12H9',
  person: `${circle(12, 8, 4)} M4 21c0-4 3.6-7 8-7s8 3 8 7`,
  people: `${circle(9, 8, 3.5)} M2 20c0-3.5 3-6 7-6s7 2.5 7 6 M16 4.5a3.5 3.5 0 0 1 0 7 M18 14c2.5.6 4 2.8 4 6`,
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  box: `${dot(4, 6)} ${dot(4, 12)} ${dot(4, 18)} M8 6h12M8 12h12M8 18h12`,
  settings: `${circle(12, 12, 2.5)} ${circle(12, 12, 6.5)} M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1`,
  extension: 'M5 7h4a2.5 2.5 0 0 1 5 0h4v4a2.5 2.5 0 0 1 0 5v4H5z',
  bookmark: 'M6 3h12v18l-6-4.5L6 21z',
  delete: `M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6M14 11v6`,
  lock: `${rect(5, 11, 14, 10)} M8.5 11V8a3.5 3.5 0 0 1 7 0v3`,
} as const;

export type CoreGlyph = keyof typeof CORE_GLYPHS;
