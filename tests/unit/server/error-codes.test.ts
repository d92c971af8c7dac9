import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../../server/errors/api-error.js';
import {
  ERROR_NAMES,
  ERRORS,
  type ErrorName,
  errorsWithCode,
  findError,
} from '../../../server/errors/codes.js';
import { errorEnvelope, toApiError } from '../../../server/errors/handler.js';

describe('error catalogue', () => {
  it('gives every entry an integer code, an HTTP error status and a message', () => {
    assert.ok(ERROR_NAMES.length >= 90, `only ${ERROR_NAMES.length} entries`);
    for (const name of ERROR_NAMES) {
      const entry = ERRORS[name];
      assert.ok(Number.isInteger(entry.code) && entry.code >= 0, `${name} code`);
      assert.ok(entry.status >= 400 && entry.status <= 599, `${name} status ${entry.status}`);
      assert.ok(entry.message.length > 0, `${name} message`);
    }
  });

  it('covers every code of the contract table (§2.4)', () => {
    const expected = [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 100,
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 200, 201, 202, 203,
      204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 300, 301, 302, 303, 304, 305,
      306, 307, 308, 309, 400, 401, 402, 403, 404, 500, 501, 502, 503, 600, 601, 602, 603, 604, 606,
      607, 608, 1000,
    ];
    const present = new Set<number>(ERROR_NAMES.map((name) => ERRORS[name].code));
    assert.deepEqual(
      expected.filter((code) => !present.has(code)),
      [],
    );
  });

  it('shares a number only where v8 does, each pair with distinct statuses', () => {
    const shared = [...new Set(ERROR_NAMES.map((name) => ERRORS[name].code))].filter(
      (code) => errorsWithCode(code).length > 1,
    );
    assert.deepEqual(
      shared.sort((a, b) => a - b),
      [19, 22, 24, 103, 202],
    );
    for (const code of shared) {
      const statuses = errorsWithCode(code).map((name) => ERRORS[name].status);
      assert.equal(new Set(statuses).size, statuses.length, `code ${code} statuses`);
    }
  });

  it('resolves the shared numbers by status', () => {
    const cases: [number, number, ErrorName][] = [
      [19, 400, 'INVALID_DATABASE_CONNECTION'],
      [19, 401, 'UNAUTHORIZED_LOCATION'],
      [22, 503, 'INVALID_CACHE_ADAPTER'],
      [22, 400, 'INVALID_PROJECT_IN_ENV'],
      [24, 500, 'UNKNOWN_PROJECT'],
      [24, 503, 'INVALID_LOGGER_CONFIG'],
      [103, 401, 'USER_INACTIVE'],
      [103, 404, 'USER_SUSPENDED'],
      [202, 404, 'FIELD_NOT_FOUND'],
      [202, 422, 'INVALID_FIELD'],
    ];
    for (const [code, status, name] of cases) assert.equal(findError(code, status), name);
    assert.equal(findError(19, 500), undefined);
  });

  it('keeps the v8 statuses clients depend on', () => {
    assert.equal(ERRORS.INVALID_CREDENTIALS.status, 404); // 100 is 404, not 401 (quirk 3)
    assert.equal(ERRORS.INVALID_REQUEST.status, 422); // 4 is 422 although the docs say 400
    assert.equal(ERRORS.NOT_INSTALLED.status, 503); // 14 makes the admin show the installer
    assert.equal(ERRORS.UPLOAD_EXCEEDS_SERVER_MAX.status, 413);
    assert.equal(ERRORS.TFA_OTP_MISSING.status, 404);
    assert.equal(ERRORS.FIELD_DDL_FAILED.status, 422);
  });
});

describe('ApiError and the envelope', () => {
  it('carries code, status and the default or given message', () => {
    const error = new ApiError('USER_SUSPENDED');
    assert.equal(error.code, 103);
    assert.equal(error.status, 404);
    assert.equal(error.message, ERRORS.USER_SUSPENDED.message);
    assert.equal(new ApiError('UNAUTHORIZED', 'Permission denied').message, 'Permission denied');
  });

  it('reports code null for revision errors, as v8 does', () => {
    const { status, body } = errorEnvelope(new ApiError('REVISION_INVALID_DATA'), 'production');
    assert.equal(status, 500);
    assert.equal(body.error.code, null);
  });

  it('hides unexpected errors in production and details them in development', () => {
    const error = new TypeError('select password from directus_users');
    const production = errorEnvelope(error, 'production');
    assert.equal(production.status, 500);
    assert.deepEqual(production.body, { error: { code: null, message: 'Internal Server Error' } });

    const development = errorEnvelope(error, 'development');
    assert.equal(development.body.error.message, 'select password from directus_users');
    assert.equal(development.body.error.class, 'TypeError');
    assert.match(String(development.body.error.file), /error-codes\.test\.ts$/);
    assert.equal(typeof development.body.error.line, 'number');
  });

  it('includes the SQL of E9 in development only', () => {
    const error = new ApiError('SQL_QUERY_FAILED', undefined, { query: 'select 1' });
    assert.equal(errorEnvelope(error, 'production').body.error.query, undefined);
    assert.equal(errorEnvelope(error, 'development').body.error.query, 'select 1');
  });

  it('maps Fastify and driver errors onto the catalogue', () => {
    const fastifyError = (code: string, statusCode: number) =>
      Object.assign(new Error(code), { code, statusCode });
    assert.equal(toApiError(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400))?.code, 13);
    assert.equal(toApiError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))?.code, 13);
    assert.equal(toApiError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))?.code, 601);
    assert.equal(toApiError(fastifyError('FST_ERR_BAD_URL', 400))?.code, 2);
    assert.equal(
      toApiError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))?.code,
      11,
    );
    assert.equal(toApiError(new Error('bug')), undefined);
  });
});
