import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readEnv } from '../../../server/config/env.js';

describe('server environment', () => {
  it('has safe defaults', () => {
    const env = readEnv({}, '/srv/cms');
    assert.deepEqual(env, {
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/cms/data'),
      adminEmail: undefined,
      adminPassword: undefined,
      superAdminToken: undefined,
      demo: true,
      env: 'production',
      workers: 1,
      trustProxy: false,
      publicUrl: undefined,
    });
  });

  it('reads CMS_PUBLIC_URL, the address mailed links use (never a request Host)', () => {
    assert.equal(
      readEnv({ CMS_PUBLIC_URL: 'https://cms.example.com/' }).publicUrl,
      'https://cms.example.com',
    );
    assert.throws(() => readEnv({ CMS_PUBLIC_URL: 'cms.example.com' }), /CMS_PUBLIC_URL must be/);
  });

  it('reads every variable', () => {
    const env = readEnv(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        CMS_DATA_DIR: '/var/lib/cms',
        CMS_ADMIN_EMAIL: 'me@example.com',
        CMS_ADMIN_PASSWORD: 'long enough',
        CMS_SUPER_ADMIN_TOKEN: 'token',
        CMS_DEMO: '0',
        CMS_ENV: 'development',
        CMS_WORKERS: '3',
      },
      '/srv/cms',
    );
    assert.equal(env.port, 0);
    assert.equal(env.host, '0.0.0.0');
    assert.equal(env.dataDir, '/var/lib/cms');
    assert.equal(env.adminEmail, 'me@example.com');
    assert.equal(env.adminPassword, 'long enough');
    assert.equal(env.superAdminToken, 'token');
    assert.equal(env.demo, false);
    assert.equal(env.env, 'development');
    assert.equal(env.workers, 3);
    assert.ok(readEnv({ CMS_WORKERS: 'auto' }).workers >= 1);
    assert.equal(readEnv({ CMS_TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(readEnv({ CMS_TRUST_PROXY: '0' }).trustProxy, false);
    assert.deepEqual(readEnv({ CMS_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses bad values with a clear message', () => {
    assert.throws(() => readEnv({ PORT: '70000' }), /PORT must be an integer/);
    assert.throws(() => readEnv({ PORT: 'abc' }), /PORT must be an integer/);
    assert.throws(() => readEnv({ CMS_ENV: 'staging' }), /CMS_ENV must be/);
    assert.throws(() => readEnv({ CMS_ADMIN_PASSWORD: 'short' }), /at least 8/);
    assert.throws(() => readEnv({ CMS_WORKERS: '0' }), /CMS_WORKERS must be/);
    assert.throws(() => readEnv({ CMS_WORKERS: 'many' }), /CMS_WORKERS must be/);
    assert.throws(() => readEnv({ CMS_TRUST_PROXY: 'proxy.local' }), /CMS_TRUST_PROXY must be/);
  });
});
