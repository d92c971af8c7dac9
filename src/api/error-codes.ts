// The numeric error codes the admin reacts to (contract §2.4, spec 1 §8): the client's one home for
// them. Each server code is named as in the server's catalogue (server/errors/codes.ts, `ERRORS`);
// it is not imported from there because that catalogue (every code with its message) would ship in
// the sign-in chunk, which loads this file. tests/unit/error-codes.test.ts checks both agree.
// Negative codes are the client's own: the server never sends them.

/** The API could not be reached at all (network error, refused connection, CORS failure). */
export const UNREACHABLE = -1;
/** The API answered, but not with the JSON envelope (an HTML error page, plain text). */
export const INVALID_RESPONSE = -2;
/** A server error that carried no code of its own (`"code": null` in the envelope). */
export const UNCODED_SERVER_ERROR = 0;

/** `ERRORS.UNAUTHORIZED`; the installer's wrong super-admin password answers it too. */
export const UNAUTHORIZED = 3;
/** `ERRORS.INVALID_REQUEST`: a payload that failed validation (required field, bad value). */
export const INVALID_REQUEST = 4;
export const TOO_MANY_REQUESTS = 7;
export const NOT_INSTALLED = 14;
export const INVALID_CREDENTIALS = 100;
/** `ERRORS.INVALID_TOKEN`: also the code the admin shows after signing out for inactivity. */
export const INVALID_TOKEN = 101;
export const OTP_REQUIRED = 111;
export const OTP_INVALID = 112;
export const TWO_FACTOR_SETUP_REQUIRED = 113;
export const COLLECTION_NOT_FOUND = 200;
export const ITEM_NOT_FOUND = 203;
/** `ERRORS.DUPLICATE_ITEM`: a unique value (a role's name …) is already in use. */
export const DUPLICATE_ITEM = 204;
