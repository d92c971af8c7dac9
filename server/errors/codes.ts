// The numeric error catalogue of the Directus v8 API (contract §2.4), in one place.
//
// Clients switch on `error.code`, so codes and statuses are kept exactly as v8 emits them.
// A few numbers are shared by two unrelated exceptions with different HTTP statuses
// (19, 22, 24, 103, 202): each gets its own named entry so a throw site says which one it means.

export interface ErrorDefinition {
  /** The numeric code written to `error.code`. */
  readonly code: number;
  /** The HTTP status of the response. */
  readonly status: number;
  /** Default message when the throw site gives none. */
  readonly message: string;
  /** v8 reports this exception with `"code": null` in the body (non-Directus base class). */
  readonly nullCodeInBody?: true;
  /** Listed in the v8 docs only; v8.8 code never raises it. Kept so the catalogue is whole. */
  readonly docsOnly?: true;
}

export const ERRORS = {
  // 0-24: generic and installation errors
  INTERNAL_ERROR: { code: 0, status: 500, message: 'Internal Server Error' },
  NOT_FOUND: { code: 1, status: 404, message: 'Not Found' },
  BAD_REQUEST: { code: 2, status: 400, message: 'Bad Request' },
  UNAUTHORIZED: { code: 3, status: 401, message: 'Unauthorized request' },
  INVALID_REQUEST: { code: 4, status: 422, message: 'Invalid request' },
  ENDPOINT_NOT_FOUND: { code: 5, status: 404, message: 'Endpoint not found', docsOnly: true },
  METHOD_NOT_ALLOWED: { code: 6, status: 405, message: 'Method Not Allowed' },
  TOO_MANY_REQUESTS: { code: 7, status: 429, message: 'Too Many Requests', docsOnly: true },
  PROJECT_CONFIG_NOT_FOUND: {
    code: 8,
    status: 404,
    message: 'API project configuration not found',
  },
  SQL_QUERY_FAILED: { code: 9, status: 500, message: 'Failed generating SQL query' },
  FORBIDDEN: { code: 10, status: 403, message: 'Forbidden' },
  DATABASE_CONNECTION_FAILED: {
    code: 11,
    status: 500,
    message: 'Failed to connect to the database',
  },
  UNPROCESSABLE_ENTITY: { code: 12, status: 422, message: 'Unprocessable Entity' },
  INVALID_PAYLOAD: { code: 13, status: 400, message: 'Invalid or Empty Payload' },
  NOT_INSTALLED: {
    code: 14,
    status: 503,
    message: 'This API instance has no project configured yet',
  },
  BATCH_UPLOAD_NOT_ALLOWED: { code: 15, status: 400, message: 'Batch upload not allowed' },
  INVALID_PATH: { code: 16, status: 500, message: 'Invalid filesystem or config path' },
  INVALID_CONFIG_PATH: {
    code: 17,
    status: 422,
    message: 'Invalid config path: the file already exists',
  },
  PROJECT_ALREADY_EXISTS: { code: 18, status: 409, message: 'Project already exists' },
  INVALID_DATABASE_CONNECTION: {
    code: 19,
    status: 400,
    message: 'Invalid database connection',
  },
  UNAUTHORIZED_LOCATION: {
    code: 19,
    status: 401,
    message: 'You are not allowed to sign in from this location',
  },
  MISSING_STORAGE_CONFIG: { code: 20, status: 500, message: 'Missing storage configuration' },
  UNDER_MAINTENANCE: {
    code: 21,
    status: 503,
    message: 'This API instance is currently down for maintenance. Try again later.',
  },
  INVALID_CACHE_ADAPTER: { code: 22, status: 503, message: 'Invalid cache adapter' },
  INVALID_PROJECT_IN_ENV: { code: 22, status: 400, message: 'Invalid project in env mode' },
  INVALID_CACHE_CONFIG: { code: 23, status: 503, message: 'Invalid cache configuration' },
  UNKNOWN_PROJECT: { code: 24, status: 500, message: 'Unknown project' },
  INVALID_LOGGER_CONFIG: { code: 24, status: 503, message: 'Invalid logger configuration' },

  // 100-115: authentication
  INVALID_CREDENTIALS: { code: 100, status: 404, message: 'Invalid user credentials' },
  INVALID_TOKEN: { code: 101, status: 401, message: 'Invalid authentication token' },
  EXPIRED_TOKEN: { code: 102, status: 401, message: 'Expired token' },
  USER_INACTIVE: { code: 103, status: 401, message: 'User is not active' },
  USER_SUSPENDED: { code: 103, status: 404, message: 'User is suspended' },
  INVALID_RESET_PASSWORD_TOKEN: {
    code: 104,
    status: 401,
    message: 'Invalid reset password token',
  },
  EXPIRED_RESET_PASSWORD_TOKEN: {
    code: 105,
    status: 401,
    message: 'Expired reset password token',
  },
  USER_NOT_FOUND: { code: 106, status: 404, message: 'User not found' },
  USER_WITH_EMAIL_NOT_FOUND: { code: 107, status: 404, message: 'User with email not found' },
  USER_NOT_AUTHENTICATED: { code: 108, status: 401, message: 'User not authenticated' },
  INVALID_REQUEST_TOKEN: { code: 109, status: 401, message: 'Invalid request token' },
  EXPIRED_REQUEST_TOKEN: { code: 110, status: 401, message: 'Expired request token' },
  TFA_OTP_MISSING: { code: 111, status: 404, message: '2FA OTP required' },
  INVALID_OTP: { code: 112, status: 404, message: 'Invalid OTP' },
  TFA_ENFORCED_NOT_ACTIVATED: {
    code: 113,
    status: 401,
    message: '2FA enforced but not activated for user',
  },
  AUTH_VALIDATION_FAILED: { code: 114, status: 422, message: 'Invalid credentials payload' },
  SSO_NOT_ALLOWED_WITH_2FA: {
    code: 115,
    status: 401,
    message: 'SSO is not allowed when 2FA is enabled',
  },

  // 200-216: items, collections and fields
  COLLECTION_NOT_FOUND: { code: 200, status: 404, message: 'Collection not found' },
  SYSTEM_COLLECTION_ACCESS: {
    code: 201,
    status: 401,
    message: 'Direct Access to System collections are not allowed',
  },
  FIELD_NOT_FOUND: { code: 202, status: 404, message: 'Field not found' },
  INVALID_FIELD: { code: 202, status: 422, message: 'Invalid field' },
  ITEM_NOT_FOUND: { code: 203, status: 404, message: 'Item not found' },
  DUPLICATE_ITEM: { code: 204, status: 409, message: 'Duplicate item' },
  COLLECTION_NOT_MANAGED: { code: 205, status: 404, message: 'Collection not managed' },
  FIELD_NOT_MANAGED: { code: 206, status: 404, message: 'Field not managed', docsOnly: true },
  REVISION_NOT_FOUND: { code: 207, status: 404, message: 'Revision not found' },
  REVISION_INVALID_DATA: {
    code: 208,
    status: 500,
    message: 'Revision has invalid data',
    nullCodeInBody: true,
  },
  INVALID_FIELD_DOCS: { code: 209, status: 400, message: 'Invalid field', docsOnly: true },
  COMMENT_CREATE_DENIED: { code: 210, status: 403, message: 'Creating comments denied' },
  COMMENT_UPDATE_DENIED: { code: 211, status: 403, message: 'Updating comments denied' },
  COMMENT_DELETE_DENIED: { code: 212, status: 403, message: 'Deleting comments denied' },
  ARRAY_VALUE_NOT_ALLOWED: {
    code: 213,
    status: 422,
    message: 'Array values are only allowed in JSON or array fields',
  },
  UNKNOWN_FILTER: { code: 214, status: 422, message: 'Unknown filter' },
  FORBIDDEN_FIELD_ACCESS: { code: 215, status: 403, message: 'Forbidden field access' },
  LAST_ADMIN: {
    code: 216,
    status: 403,
    message: 'The last active administrator cannot be removed or deactivated',
  },

  // 300-309: permissions
  READ_ITEMS_DENIED: { code: 300, status: 403, message: 'Reading items denied' },
  CREATE_ITEMS_DENIED: { code: 301, status: 403, message: 'Creating items denied' },
  UPDATE_ITEMS_DENIED: { code: 302, status: 403, message: 'Updating items denied' },
  DELETE_ITEMS_DENIED: { code: 303, status: 403, message: 'Deleting items denied' },
  READ_FIELD_DENIED: { code: 304, status: 403, message: 'Reading field denied' },
  WRITE_FIELD_DENIED: { code: 305, status: 403, message: 'Writing field denied' },
  ALTER_COLLECTION_DENIED: { code: 306, status: 403, message: 'Altering collection denied' },
  COLLECTION_ALREADY_EXISTS: { code: 307, status: 422, message: 'Collection already exists' },
  FIELD_ALREADY_EXISTS: { code: 308, status: 422, message: 'Field already exists' },
  OWNED_ITEMS_NOT_FOUND: {
    code: 309,
    status: 403,
    message: 'Unable to find items owned by this user or role',
  },

  // 400-404: schema
  SCHEMA_UNKNOWN_ERROR: { code: 400, status: 500, message: 'Unknown schema error', docsOnly: true },
  UNKNOWN_DATA_TYPE: { code: 401, status: 422, message: 'Unknown data type' },
  FIELD_TYPE_REQUIRES_LENGTH: { code: 402, status: 422, message: 'Field type requires a length' },
  FIELD_TYPE_NO_LENGTH: { code: 403, status: 422, message: 'Field type does not support length' },
  FIELD_DDL_FAILED: { code: 404, status: 422, message: 'Unable to alter the field' },

  // 500-503: mail
  MAIL_TRANSPORT_NOT_FOUND: { code: 500, status: 500, message: 'Mail transport not found' },
  INVALID_MAIL_TRANSPORT_OPTION: {
    code: 501,
    status: 500,
    message: 'Invalid mail transport option',
  },
  INVALID_MAIL_TRANSPORT_INSTANCE: {
    code: 502,
    status: 500,
    message: 'Invalid mail transport instance',
  },
  MAIL_NOT_SENT: { code: 503, status: 500, message: 'Mail not sent' },

  // 600-608: filesystem and uploads (601-608 follow PHP's upload error numbers; there is no 605)
  FILESYSTEM_ERROR: { code: 600, status: 500, message: 'Filesystem error' },
  UPLOAD_EXCEEDS_SERVER_MAX: {
    code: 601,
    status: 413,
    message: 'The upload exceeds the maximum size allowed by the server',
  },
  UPLOAD_EXCEEDS_FORM_MAX: {
    code: 602,
    status: 500,
    message: 'The upload exceeds the maximum size allowed by the form',
  },
  UPLOAD_PARTIAL: { code: 603, status: 500, message: 'The file was only partially uploaded' },
  UPLOAD_NO_FILE: { code: 604, status: 500, message: 'No file was uploaded' },
  UPLOAD_NO_TMP_DIR: { code: 606, status: 500, message: 'Missing a temporary folder' },
  UPLOAD_CANNOT_WRITE: { code: 607, status: 500, message: 'Failed to write the file to disk' },
  UPLOAD_STOPPED: { code: 608, status: 500, message: 'The upload was stopped' },

  // 1000: hashing
  HASHER_NOT_FOUND: { code: 1000, status: 422, message: 'Hasher not found' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERRORS;

export const ERROR_NAMES = Object.keys(ERRORS) as ErrorName[];

/** Every named entry that uses `code` (two for the shared numbers, none for unknown codes). */
export function errorsWithCode(code: number): ErrorName[] {
  return ERROR_NAMES.filter((name) => ERRORS[name].code === code);
}

/** The entry for a code and status pair, e.g. (103, 404) → USER_SUSPENDED. */
export function findError(code: number, status: number): ErrorName | undefined {
  return ERROR_NAMES.find((name) => ERRORS[name].code === code && ERRORS[name].status === status);
}
