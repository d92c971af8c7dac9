import type { CoreGlyph } from './core-glyphs.js';
import type { MoreGlyph } from './more-glyphs.js';

// The Material icon names v8 stores (collection, module, SSO provider and interface `icon`
// options, notification icons) and the admin's glyph each one is drawn with. Only the names live
// in the first chunk; most glyphs load later (glyph-store.ts).

export type IconName = CoreGlyph | MoreGlyph;

/**
 * Per glyph, the other v8 names drawn with it (space-separated, to keep the first chunk small).
 * Each glyph's own key is a name too, except the few marked in OWN_KEY_IS_NOT_A_NAME.
 */
const NAMES_BY_GLYPH: Record<IconName, string> = {
  close: 'clear',
  check: 'done check_circle check_circle_outline',
  warning: 'report_problem',
  error: 'error_outline report',
  info: 'info_outline',
  help: 'help_outline live_help',
  link: 'insert_link link_off',
  menu: '',
  expand: 'expand_more keyboard_arrow_down',
  logout: 'exit_to_app',
  person: 'person_outline person_add account_box',
  people: 'people_outline group group_add supervisor_account',
  folder: 'folder_open create_new_folder',
  box: 'collections list format_list_bulleted format_list_numbered',
  settings: 'settings_applications',
  extension: '',
  bookmark: 'bookmark_border bookmarks',
  delete: 'delete_outline delete_forever',
  lock: 'lock_outline https',
  star: 'star_border star_half grade',
  favorite: 'favorite_border',
  business: 'domain location_city store',
  public: 'language',
  lock_open: 'no_encryption',
  key: 'vpn_key',
  photo: 'photo_library image insert_photo panorama wallpaper',
  file: 'insert_drive_file',
  article: 'description assignment note',
  code: '',
  text_fields: 'title',
  text_format: 'font_download',
  short_text: '',
  notes: 'subject',
  calendar: 'calendar_today',
  date_range: '',
  event: 'event_note today insert_invitation',
  time: 'access_time schedule query_builder alarm timer',
  history: 'update restore',
  check_box: '',
  check_box_blank: 'check_box_outline_blank',
  radio_checked: 'radio_button_checked',
  radio_blank: 'radio_button_unchecked',
  toggle: 'toggle_on toggle_off',
  view_list: 'view_headline',
  view_module: 'view_comfy apps widgets',
  dashboard: 'view_quilt',
  timeline: 'show_chart',
  add: 'add_circle add_circle_outline add_box',
  remove: 'remove_circle remove_circle_outline',
  edit: 'create mode_edit border_color',
  search: '',
  filter_list: 'tune',
  sort: 'sort_by_alpha',
  arrow_back: '',
  arrow_forward: 'arrow_right_alt',
  arrow_upward: '',
  arrow_downward: '',
  arrow_drop_down: '',
  arrow_drop_up: '',
  arrow_drop_down_circle: '',
  expand_less: 'keyboard_arrow_up',
  chevron_left: 'keyboard_arrow_left navigate_before',
  chevron_right: 'keyboard_arrow_right navigate_next',
  more_vert: 'drag_indicator',
  more_horiz: '',
  drag_handle: '',
  cloud: 'cloud_queue cloud_done',
  cloud_off: '',
  cloud_upload: 'backup publish',
  cloud_download: 'get_app',
  account_circle: 'face supervised_user_circle',
  translate: 'g_translate',
  palette: 'color_lens',
  mail: 'email mail_outline alternate_email inbox',
  phone: 'call smartphone',
  home: '',
  tag: 'local_offer loyalty',
  label: 'label_outline label_important',
  flag: 'outlined_flag',
  import_export: 'swap_vert',
  compare_arrows: 'swap_horiz',
  call_split: '',
  functions: '',
  looks_one: 'exposure_plus_1',
  visibility: '',
  visibility_off: '',
  notifications: 'notifications_none notifications_active',
  refresh: 'sync autorenew cached',
  save: '',
  attach_file: 'attachment',
  done_all: '',
  cancel: 'highlight_off',
  location: 'place location_on room',
  map: '',
  money: 'attach_money monetization_on euro_symbol',
  cart: 'shopping_cart add_shopping_cart shopping_basket',
  work: '',
  school: '',
  chat: 'chat_bubble chat_bubble_outline comment forum message announcement',
  open_in_new: 'launch',
  copy: 'content_copy file_copy',
  archive: 'unarchive',
  send: '',
  play: 'play_arrow play_circle_outline play_circle_filled',
  movie: 'videocam video_library',
  music: 'music_note audiotrack library_music',
  storage: '',
  layers: '',
  shield: 'security verified_user',
  bar_chart: 'insert_chart equalizer assessment',
  pie_chart: 'donut_large',
  trending_up: '',
  build: '',
  lightbulb: 'lightbulb_outline wb_incandescent',
  color: 'colorize invert_colors format_color_fill',
  share: '',
  fingerprint: '',
  print: '',
  grid: 'grid_on',
};

/** Glyph keys that are this admin's own words, not v8 icon names. */
const OWN_KEY_IS_NOT_A_NAME: readonly IconName[] = [
  'key',
  'file',
  'calendar',
  'time',
  'check_box_blank',
  'radio_checked',
  'radio_blank',
  'toggle',
  'tag',
  'location',
  'money',
  'cart',
  'copy',
  'play',
  'music',
  'shield',
  'lightbulb',
  'color',
  'grid',
];

const NAMES = new Map<string, IconName>();
for (const [glyph, names] of Object.entries(NAMES_BY_GLYPH) as [IconName, string][]) {
  if (!OWN_KEY_IS_NOT_A_NAME.includes(glyph)) NAMES.set(glyph, glyph);
  for (const name of names.split(' ')) if (name) NAMES.set(name, glyph);
}

/** The glyph of a v8 icon name, or `fallback` when the admin has no glyph for it. */
export function iconFor(name: string | null | undefined, fallback: IconName): IconName {
  return (name && NAMES.get(name)) || fallback;
}

/** Every v8 icon name the admin draws, A to Z (the collection editor's icon picker offers them). */
export function knownIconNames(): string[] {
  return [...NAMES.keys()].sort();
}
