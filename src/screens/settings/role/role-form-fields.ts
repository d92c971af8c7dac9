import type { FieldInfo } from '../../../api/types.js';

// The role form is the generic item form over directus_roles' field metadata (server
// db/system-fields.ts), with these changes made here:
// - `users` (the o2m alias) is not edited in the form: the editor lists the role's users instead;
// - `external_id` is shown as a note when set, never as an input;
// - the IP whitelist says what an entry is, and the 2FA switch what it does (unless the metadata
//   has its own note or label);
// - the listings' repeaters get row titles, and collection_listing's inner `collections`
//   repeater (stored without sub-fields) gets its one sub-field: a collection picker.

const NOT_IN_FORM = new Set(['id', 'users', 'external_id']);

export interface RoleFormTexts {
  ipWhitelistNote: string;
  enforce2faLabel: string;
  addModule: string;
  addGroup: string;
  addCollection: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The `collections` sub-field of a collection_listing group: rows of `{collection}`. */
function groupCollectionsField(sub: Record<string, unknown>, texts: RoleFormTexts) {
  const options = isRecord(sub.options) ? sub.options : {};
  const fields = options.fields ?? [
    { field: 'collection', type: 'string', interface: 'collections' },
  ];
  return {
    ...sub,
    options: {
      template: '{{collection}}',
      createItemText: texts.addCollection,
      ...options,
      fields,
    },
  };
}

function withRoleDefaults(field: FieldInfo, texts: RoleFormTexts): FieldInfo {
  const options = isRecord(field.options) ? field.options : {};
  if (field.field === 'ip_whitelist') {
    return { ...field, note: field.note || texts.ipWhitelistNote };
  }
  if (field.field === 'enforce_2fa') {
    return { ...field, options: { label: texts.enforce2faLabel, ...options } };
  }
  if (field.field === 'module_listing') {
    return {
      ...field,
      options: { template: '{{name}}', createItemText: texts.addModule, ...options },
    };
  }
  if (field.field === 'collection_listing') {
    const subFields = Array.isArray(options.fields)
      ? options.fields.map((sub) =>
          isRecord(sub) && sub.field === 'collections' ? groupCollectionsField(sub, texts) : sub,
        )
      : options.fields;
    return {
      ...field,
      options: {
        template: '{{group_name}}',
        createItemText: texts.addGroup,
        ...options,
        fields: subFields,
      },
    };
  }
  return field;
}

/** The fields the role form edits, keyed by name, from directus_roles' metadata. */
export function roleFormFields(
  fields: Readonly<Record<string, FieldInfo>>,
  texts: RoleFormTexts,
): Record<string, FieldInfo> {
  const shown: Record<string, FieldInfo> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (NOT_IN_FORM.has(name) || field.type === 'o2m') continue;
    shown[name] = withRoleDefaults(field, texts);
  }
  return shown;
}

/** The role's values the form starts from (the keys of the fields it edits). */
export function roleFormValues(
  role: object,
  fields: Readonly<Record<string, FieldInfo>>,
): Record<string, unknown> {
  const values = role as Readonly<Record<string, unknown>>;
  return Object.fromEntries(Object.keys(fields).map((name) => [name, values[name] ?? null]));
}
