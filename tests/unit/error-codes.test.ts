import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ERRORS } from '../../server/errors/codes.ts';
import * as client from '../../src/api/error-codes.ts';

// The admin keeps its own copy of the codes it reacts to (so the server's catalogue stays out of
// the sign-in chunk); every non-negative one must be the server's code of the same name (or of
// the name listed here, where the admin's name says what the screen means by it).
const SERVER_NAME: Readonly<Record<string, string>> = {
  OTP_REQUIRED: 'TFA_OTP_MISSING',
  OTP_INVALID: 'INVALID_OTP',
  TWO_FACTOR_SETUP_REQUIRED: 'TFA_ENFORCED_NOT_ACTIVATED',
};

test('every server code the admin reacts to is the server catalogue entry of the same name', () => {
  const named = Object.entries(client).filter(([, code]) => code > 0);
  assert.ok(named.length >= 10);
  for (const [name, code] of named) {
    const serverName = SERVER_NAME[name] ?? name;
    const entry = (ERRORS as Record<string, { code: number } | undefined>)[serverName];
    assert.ok(entry, `${serverName} is not in server/errors/codes.ts`);
    assert.equal(code, entry.code, name);
  }
});

test('the client-only codes are negative or the uncoded 0', () => {
  assert.equal(client.UNREACHABLE < 0 && client.INVALID_RESPONSE < 0, true);
  assert.equal(client.UNCODED_SERVER_ERROR, ERRORS.INTERNAL_ERROR.code);
});
