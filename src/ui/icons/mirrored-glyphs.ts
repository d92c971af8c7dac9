import type { IconName } from './icon-names.js';

// Glyphs that point along the reading direction (back, forward, next, send, sign out, a rising
// trend): mirrored in right-to-left languages, where "forward" points left. Glyphs that show a
// real-world direction (upload, download, up/down) or a symbol stay as drawn. v8's other names for
// these (keyboard_arrow_right, navigate_next, exit_to_app…) are drawn with them, so they follow.
export const MIRRORED_GLYPHS: ReadonlySet<IconName> = new Set<IconName>([
  'arrow_back',
  'arrow_forward',
  'chevron_left',
  'chevron_right',
  'logout',
  'send',
  'trending_up',
]);
