// The numeric error codes the admin reacts to (contract §2.4, spec 1 §8). Negative codes are the
// client's own: the server never sends them.

/** The API could not be reached at all (network error, refused connection, CORS failure). */
export const UNREACHABLE = -1;
/** The API answered, but not with the JSON envelope (an HTML error page, plain text). */
export const INVALID_RESPONSE = -2;
/** A server error that carried no code of its own (`"code": null` in the envelope). */
export const UNCODED_SERVER_ERROR = 0;

export const TOO_MANY_REQUESTS = 7;
export const NOT_INSTALLED = 14;
export const INVALID_CREDENTIALS = 100;
export const OTP_REQUIRED = 111;
export const OTP_INVALID = 112;
export const TWO_FACTOR_SETUP_REQUIRED = 113;
