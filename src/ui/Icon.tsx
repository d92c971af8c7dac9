import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $moreGlyphs, glyphPath, loadMoreGlyphs } from './icons/glyph-store.js';
import type { IconName } from './icons/icon-names.js';
import { MIRRORED_GLYPHS } from './icons/mirrored-glyphs.js';
import './register.js';

// Inline-SVG icons (24×24 outlines drawn for this admin, see icons/). Inline so that icons render
// inside the shadow root without an icon font: `@font-face` is ignored there (toolchain notes),
// and a font would cost far more than the glyphs the admin needs.

export { type IconName, iconFor } from './icons/icon-names.js';

interface IconProps {
  name: IconName;
  /** Pixels; 24 by default. */
  size?: number;
  /** Read out when given; otherwise the icon is decorative (its control carries the label). */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const more = useStore($moreGlyphs);
  const path = glyphPath(name, more);
  // A glyph outside the core set: its chunk loads, the icon keeps its place meanwhile.
  useEffect(() => {
    if (path === undefined) void loadMoreGlyphs();
  }, [path]);
  return (
    <svg
      className={['cms-icon', MIRRORED_GLYPHS.has(name) && 'cms-icon--mirrored', className]
        .filter(Boolean)
        .join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {path ? <path d={path} /> : null}
    </svg>
  );
}
