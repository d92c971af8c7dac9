// The collection presets a new project starts with, as v8 seeds them (the activity title aside):
// global defaults (no user, no role, no title) for the activity timeline, the files and users
// cards and the webhooks table.
type PresetSeed = {
  collection: string;
  view_type: string;
  view_query?: Record<string, unknown>;
  view_options: Record<string, unknown>;
};

const DEFAULT_PRESETS: readonly PresetSeed[] = [
  {
    collection: 'directus_activity',
    view_type: 'timeline',
    view_query: { timeline: { sort: '-action_on' } },
    view_options: {
      timeline: {
        date: 'action_on',
        // v8's title was "{{ action }} by …": English words and a raw action name in every
        // language. The action shows, translated, beside each entry's time (`color`), so the
        // title names who and which item only.
        title: '{{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})',
        content: 'collection',
        color: 'action',
      },
    },
  },
  {
    collection: 'directus_files',
    view_type: 'cards',
    view_options: {
      cards: { title: 'title', subtitle: 'type', content: 'description', src: 'data' },
    },
  },
  {
    collection: 'directus_users',
    view_type: 'cards',
    view_options: {
      cards: {
        title: 'first_name',
        subtitle: 'last_name',
        content: 'title',
        src: 'avatar',
        icon: 'person',
      },
    },
  },
  {
    collection: 'directus_webhooks',
    view_type: 'tabular',
    view_query: { tabular: { fields: 'status,http_action,url,collection,directus_action' } },
    view_options: {
      tabular: {
        widths: { status: 32, http_action: 72, url: 200, collection: 200, directus_action: 200 },
      },
    },
  },
];

/** directus_collection_presets rows (JSON columns as text). */
export function defaultPresetRows(): Record<string, unknown>[] {
  return DEFAULT_PRESETS.map((preset) => ({
    collection: preset.collection,
    view_type: preset.view_type,
    view_query: preset.view_query ? JSON.stringify(preset.view_query) : null,
    view_options: JSON.stringify(preset.view_options),
  }));
}
