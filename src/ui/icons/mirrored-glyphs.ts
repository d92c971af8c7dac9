// Glyphs that point along the reading direction (back, forward, next, send, sign out): mirrored in
// right-to-left languages, where "forward" points left. Glyphs that show a real-world direction
// (upload, download, up/down) or a symbol stay as drawn.
export const MIRRORED_GLYPHS: ReadonlySet<string> = new Set([
  'arrow_back',
  'arrow_forward',
  'chevron_left',
  'chevron_right',
  'logout',
  'send',
  'trending_up',
  'list',
  'undo',
  'redo',
  'format_indent_increase',
  'format_indent_decrease',
  'format_list_bulleted',
  'format_list_numbered',
  'last_page',
  'first_page',
  'navigate_next',
  'navigate_before',
  'keyboard_arrow_left',
  'keyboard_arrow_right',
]);
