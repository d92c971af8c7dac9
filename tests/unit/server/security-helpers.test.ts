import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loggableError, redactUrl } from '../../../server/http/redact.js';
import { resolveInside, tryResolveInside } from '../../../server/util/safe-path.js';

describe('paths stay inside their root', () => {
  it('resolves relative paths inside the root', () => {
    assert.equal(resolveInside('/data', 'db/demo.sqlite'), path.resolve('/data/db/demo.sqlite'));
    assert.equal(resolveInside('/data', '.'), path.resolve('/data'));
  });

  it('refuses escapes, absolute paths and NUL bytes', () => {
    for (const bad of ['../etc/passwd', 'db/../../x', '/etc/passwd', 'a\0b']) {
      assert.throws(() => resolveInside('/data', bad), Error, bad);
      assert.equal(tryResolveInside('/data', bad), undefined);
    }
    assert.throws(() => resolveInside('/data', '../data-other/x'));
  });
});

describe('log redaction', () => {
  it('masks tokens in query strings', () => {
    assert.equal(
      redactUrl('/server/info?super_admin_token=abc&x=1'),
      '/server/info?super_admin_token=[redacted]&x=1',
    );
    assert.equal(redactUrl('/p/items/a?ACCESS_TOKEN=abc'), '/p/items/a?ACCESS_TOKEN=[redacted]');
    assert.equal(redactUrl('/server/ping'), '/server/ping');
  });

  it('keeps SQL out of logged database errors', () => {
    const error = Object.assign(
      new Error(
        "insert into `directus_users` (`password`) values ('$argon2id$v=19$secret') - Duplicate entry",
      ),
      { sql: 'insert ...', code: 'ER_DUP_ENTRY' },
    );
    const logged = loggableError(error);
    assert.equal(logged.message, 'Duplicate entry');
    assert.equal(logged.code, 'ER_DUP_ENTRY');
    assert.doesNotMatch(JSON.stringify(logged), /argon2id/);
  });
});
