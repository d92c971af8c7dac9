// Request size limits, in one place so /server/info reports the numbers actually enforced.

/** Largest request body Fastify accepts (JSON, including base64 file uploads of §7.6 form 2). */
export const BODY_LIMIT = 16 * 1024 * 1024;

/** Largest file accepted by an upload (reported as max_upload_size). */
export const MAX_UPLOAD_SIZE = 32 * 1024 * 1024;

/**
 * Largest JSON body of POST/PATCH /files (a base64 upload, contract §7.6 form 2): base64 of a bit
 * more than the default MAX_UPLOAD_SIZE. Larger files are uploaded as multipart, which streams.
 */
export const FILE_JSON_BODY_LIMIT = Math.ceil((MAX_UPLOAD_SIZE * 4) / 3) + 1024 * 1024;

/** Largest form field of a multipart upload (title, description, …). */
export const MULTIPART_FIELD_SIZE = 1024 * 1024;

/** How long a URL import may take, from the first DNS lookup to the last byte. */
export const URL_IMPORT_TIMEOUT_MS = 30_000;

/** Redirects a URL import follows (each hop's addresses are checked again). */
export const URL_IMPORT_MAX_REDIRECTS = 5;

/** Largest image (in pixels) a thumbnail is made from; larger ones are refused, not decoded. */
export const THUMBNAIL_MAX_INPUT_PIXELS = 100_000_000;
