// The mapping a new status field starts with (spec 3 "Status interface"): published, draft (the
// default value) and a soft-deleting deleted. A starting point written into the new field's
// options, never a fallback when reading one: the server applies a field's own mapping only, so
// the admin must not show statuses the server does not know.

/** The names are data the project may rename later. */
export const DEFAULT_STATUS_MAPPING = {
  published: {
    name: 'Published',
    text_color: 'white',
    background_color: 'blue',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: true,
    required_fields: true,
  },
  draft: {
    name: 'Draft',
    text_color: 'white',
    background_color: 'blue-grey-200',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: false,
    published: false,
    required_fields: false,
  },
  deleted: {
    name: 'Deleted',
    text_color: 'white',
    background_color: 'red',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: true,
    published: false,
    required_fields: false,
  },
} as const;
