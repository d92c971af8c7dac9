// Request size limits, in one place so /server/info reports the numbers actually enforced.

/** Largest request body Fastify accepts (JSON, including base64 file uploads of §7.6 form 2). */
export const BODY_LIMIT = 16 * 1024 * 1024;

/** Largest file accepted by an upload (reported as max_upload_size). */
export const MAX_UPLOAD_SIZE = 32 * 1024 * 1024;
