import { atom } from 'nanostores';
import { CORE_GLYPHS } from './core-glyphs.js';
import type { IconName } from './icon-names.js';
import type { MORE_GLYPHS } from './more-glyphs.js';

// Where an icon finds its path: the core glyphs at once, the others after their chunk has loaded
// (first asked for by the first icon that needs one).

export const $moreGlyphs = atom<typeof MORE_GLYPHS | null>(null);

let loading: Promise<void> | null = null;

/** Loads the rest of the glyphs once; a failed load may be retried by the next icon. */
export function loadMoreGlyphs(): Promise<void> {
  loading ??= import('./more-glyphs.js').then(
    (module) => $moreGlyphs.set(module.MORE_GLYPHS),
    (error: unknown) => {
      loading = null;
      console.warn('Could not load the icons.', error);
    },
  );
  return loading;
}

/** The path of `name`, or undefined while its chunk is still loading. */
export function glyphPath(
  name: IconName,
  more: typeof MORE_GLYPHS | null = $moreGlyphs.get(),
): string | undefined {
  if (Object.hasOwn(CORE_GLYPHS, name)) return CORE_GLYPHS[name as keyof typeof CORE_GLYPHS];
  return more?.[name as keyof typeof MORE_GLYPHS];
}
