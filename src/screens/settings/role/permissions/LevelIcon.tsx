import { circle, dot } from '../../../../ui/icons/glyph-shapes.js';

// The matrix's level marks: a distinct shape per level (never colour alone), drawn on the same
// 24×24 grid and stroke as the admin's icons. Full is the one solid mark, so a row of grants reads
// at a glance; none is a struck-through ring; mine one person, role two; a mixed combined cell a
// dashed ring with a dash.

const SHAPES: Readonly<Record<string, string>> = {
  none: `${circle(12, 12, 8.5)} M6 18L18 6`,
  mine: `${circle(12, 8.5, 3.5)} M5 20c0-3.8 3.1-6.5 7-6.5s7 2.7 7 6.5`,
  role: `${circle(8.5, 9, 3)} M2.5 20c0-3.3 2.6-5.5 6-5.5s6 2.2 6 5.5 M15.5 6a3 3 0 0 1 0 6 M17 14.6c2.6.5 4.5 2.6 4.5 5.4`,
  full: 'M7.5 12.5l3 3 6-6.5',
  read: `M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z ${circle(12, 12, 3)}`,
  create: `${circle(12, 12, 8.5)} M12 8v8M8 12h8`,
  update: 'M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5z M13.5 7l3 3',
  always: `${circle(12, 12, 8.5)} M12 7.5v5.5 ${dot(12, 16.5)}`,
  mixed: 'M7 12h10',
};

interface LevelIconProps {
  level: string;
  size?: number;
}

/** A level's mark (decorative: the cell's name says the level). */
export function LevelIcon({ level, size = 18 }: LevelIconProps) {
  const shape = SHAPES[level] ?? SHAPES.none;
  return (
    <svg
      className={`cms-level-icon cms-level-icon--${level in SHAPES ? level : 'none'}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {level === 'full' ? <circle cx="12" cy="12" r="10" className="cms-level-icon__disc" /> : null}
      {level === 'mixed' ? (
        <circle cx="12" cy="12" r="8.5" strokeDasharray="3 3" className="cms-level-icon__ring" />
      ) : null}
      <path d={shape} />
    </svg>
  );
}
