// Shapes of what the API returns to the calls the admin makes now (contract §4.2, §4.6, §5.1).

/** A file-valued project setting, reduced by the server to its URLs (contract §4.6). */
export interface FileUrls {
  full_url: string;
  url: string;
  asset_url?: string;
}

/** `data.api` of `GET /{project}/`, plus `data.server.max_upload_size` for signed-in callers. */
export interface ProjectInfo {
  project_name: string;
  project_color?: string | null;
  project_foreground?: FileUrls | null;
  project_background?: FileUrls | null;
  project_logo?: FileUrls | null;
  project_public_note?: string | null;
  default_locale?: string | null;
  telemetry?: boolean;
  requires2FA?: boolean;
  /** Only for signed-in callers. */
  version?: string;
  /** Only for signed-in callers: the database vendor. */
  database?: string;
  /** Only for signed-in callers, in bytes. */
  max_upload_size?: number;
}

export interface ProjectInfoResult {
  info: ProjectInfo;
  /** True when the answer carried no `public` flag, i.e. the session cookie was accepted. */
  authenticated: boolean;
}

/** The user row returned by sign-in (contract §5.1); more fields arrive with `GET users/me`. */
export interface SignedInUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: number | null;
  locale: string | null;
  theme?: string | null;
  [field: string]: unknown;
}

export interface Credentials {
  project: string;
  email: string;
  password: string;
  /** The one-time password, when the account has two-factor sign-in. */
  otp?: string;
}

// Hydration (contract §11.3): what the admin loads once signed in.

/** One link of a role's custom module bar (contract §7.9). */
export interface ModuleLink {
  name: string;
  link: string;
  icon?: string;
}

/** One group of a role's grouped collection navigation (contract §7.9). */
export interface CollectionGroup {
  group_name: string;
  collections: { collection: string }[];
}

/** `role.*` of the current user. */
export interface UserRole {
  id: number;
  name?: string;
  module_listing: ModuleLink[] | null;
  collection_listing: CollectionGroup[] | null;
  enforce_2fa?: boolean;
  [field: string]: unknown;
}

/** `avatar.*` of the current user: a file row; `data.full_url` is what the admin shows. */
export interface UserAvatar {
  id: number;
  data?: { full_url?: string; url?: string; [field: string]: unknown };
  [field: string]: unknown;
}

/** `GET users/me?fields=id,avatar.*,email,first_name,last_name,locale,role.*,last_page,theme`. */
export interface CurrentUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string | null;
  theme: string | null;
  /** The path of the last page the user visited (tracked on navigation). */
  last_page: string | null;
  avatar: UserAvatar | null;
  /** null for a user without a role (not expected in practice). */
  role: UserRole | null;
}

/** A field as `GET collections` nests it (contract §7.3). */
export interface FieldInfo {
  id: number | null;
  collection: string;
  field: string;
  type: string;
  interface: string | null;
  options?: Record<string, unknown> | null;
  [attribute: string]: unknown;
}

/** A collection with its fields keyed by name (contract §7.2). */
export interface CollectionInfo {
  collection: string;
  managed: boolean;
  hidden: boolean;
  single: boolean;
  icon: string | null;
  note: string | null;
  translation: unknown;
  fields: Record<string, FieldInfo>;
  [attribute: string]: unknown;
}

/** `directus_relations` row (contract §7.4). */
export interface Relation {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}

/** `directus_settings` row (contract §7.11); file settings come as file objects. */
export interface SettingRow {
  id: number;
  key: string;
  value: unknown;
}

/** none … full (contract §9.2). */
export type PermissionLevel = 'none' | 'mine' | 'role' | 'full';

/** `directus_permissions` row (contract §7.8); `status` is null for collection-wide rows. */
export interface PermissionRow {
  id: number;
  collection: string;
  role: number;
  status: string | null;
  create: PermissionLevel;
  read: PermissionLevel;
  update: PermissionLevel;
  delete: PermissionLevel;
  comment?: string;
  explain?: string;
  read_field_blacklist: string[];
  write_field_blacklist: string[];
  status_blacklist: string[];
}

/** `directus_collection_presets` row (contract §7.12); a non-null title makes it a bookmark. */
export interface CollectionPreset {
  id: number;
  title: string | null;
  user: number | null;
  role: number | null;
  collection: string;
  search_query: string | null;
  filters: unknown;
  view_type: string | null;
  view_query: unknown;
  view_options: unknown;
  translation: unknown;
}

/** A preset with a title. */
export type Bookmark = CollectionPreset & { title: string };

/** A third-party sign-in provider of `GET /{project}/auth/sso` (contract §5.8). */
export interface SsoProvider {
  name: string;
  /** An icon path or URL, or a material-icon name; null when the provider has none. */
  icon: string | null;
}
