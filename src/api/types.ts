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
