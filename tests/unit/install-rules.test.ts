// The install wizard's rules without rendering: the project key, the form's validation and
// payload, the requirement checks (a v8 PHP server's included, judged on a made-up answer: the
// latest-tag lookup is never called here), versions and the generated master password.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NodeServerInfo, PhpServerInfo } from '../../src/api/install.js';
import {
  createProjectPayload,
  defaultDatabaseFields,
  validateDatabase,
  validateProject,
  withDatabaseType,
} from '../../src/screens/install/install-form.js';
import { generateMasterPassword } from '../../src/screens/install/master-password.js';
import { projectKeyProblem, slugify } from '../../src/screens/install/project-key.js';
import {
  availableDatabaseTypes,
  phpRequirements,
  serverRequirements,
} from '../../src/screens/install/requirements.js';
import { compareVersions, isAtLeast } from '../../src/screens/install/versions.js';

const php: PhpServerInfo = {
  directus: '8.8.1',
  server: { type: 'Apache/2.4.41 (Ubuntu)', rewrites: true, os: 'Linux', os_version: '5.4' },
  php: {
    version: '7.4.3',
    max_upload_size: 8388608,
    extensions: { pdo: true, mysqli: true, curl: true, gd: true, fileinfo: true, mbstring: true },
  },
  permissions: { public: '0775', logs: '0755', uploads: '0775' },
};

const node: NodeServerInfo = {
  directus: '8.8.1',
  server: { type: 'node', version: '0.1.0', rewrites: true, os: 'Linux', os_version: '6.1' },
  runtime: { name: 'node', version: '22.12.0', max_upload_size: 1 },
  databases: { mysql: true, postgres: true, sqlite: true },
  permissions: { data: '0700' },
  folders: { data: { exists: true, writable: true, mode: '0700' } },
};

const passed = (checks: { id: string; passed: boolean }[]) =>
  Object.fromEntries(checks.map((check) => [check.id, check.passed]));

describe('install rules', () => {
  it('slugs a name into a valid key', () => {
    assert.equal(slugify('My Project'), 'my-project');
    assert.equal(slugify('Ça Va? Très_Bien 2'), 'ca-va-tres_bien-2');
    assert.equal(slugify('--Hello--World--'), 'hello-world');
    assert.equal(slugify('日本語'), '');
    assert.equal(slugify('a'.repeat(80)).length, 64);
    for (const name of ['My Project', 'Ça Va? Très_Bien 2', '  x  y  ', 'A/B\\C.D']) {
      assert.equal(projectKeyProblem(slugify(name)), null, name);
    }
  });

  it('checks keys like the server does', () => {
    assert.equal(projectKeyProblem(''), 'required');
    assert.equal(projectKeyProblem('news_room-2'), null);
    assert.equal(projectKeyProblem('News'), 'key_characters');
    assert.equal(projectKeyProblem('a b'), 'key_characters');
    assert.equal(projectKeyProblem('admin'), 'key_reserved');
    assert.equal(projectKeyProblem('a'.repeat(65)), 'key_too_long');
  });

  it('validates the project and database fields', () => {
    assert.deepEqual(
      validateProject({
        projectName: ' ',
        projectKey: '',
        keyTyped: false,
        email: 'x',
        password: '',
      }),
      {
        projectName: 'required',
        projectKey: 'required',
        email: 'email',
        password: 'required',
      },
    );
    const mysql = defaultDatabaseFields('mysql');
    assert.deepEqual({ host: mysql.host, port: mysql.port }, { host: 'localhost', port: '3306' });
    assert.deepEqual(validateDatabase(mysql), { user: 'required', name: 'required' });
    assert.deepEqual(validateDatabase({ ...mysql, port: '12a', user: 'u', name: 'n' }), {
      port: 'port',
    });
    assert.deepEqual(validateDatabase({ ...mysql, port: '65535', user: 'u', name: 'n' }), {});
    assert.deepEqual(validateDatabase(defaultDatabaseFields('sqlite')), {});
  });

  it('moves a default port along with the database type, and keeps a typed one', () => {
    const mysql = defaultDatabaseFields('mysql');
    assert.equal(withDatabaseType(mysql, 'postgres').port, '5432');
    assert.equal(withDatabaseType(withDatabaseType(mysql, 'sqlite'), 'postgres').port, '5432');
    assert.equal(withDatabaseType({ ...mysql, port: '3307' }, 'postgres').port, '3307');
  });

  it('builds the create-project body', () => {
    const project = {
      projectName: ' News ',
      projectKey: 'news',
      keyTyped: false,
      email: ' a@b.c ',
      password: ' pw ',
    };
    const database = { ...defaultDatabaseFields('postgres'), user: 'pg', name: 'db' };
    assert.deepEqual(createProjectPayload(project, database, 'token', true), {
      project_name: 'News',
      project: 'news',
      user_email: 'a@b.c',
      user_password: ' pw ',
      super_admin_token: 'token',
      db_type: 'postgres',
      db_host: 'localhost',
      db_port: 5432,
      db_user: 'pg',
      db_password: '',
      db_name: 'db',
    });
    // SQLite sends no connection; a v8 PHP server gets no db_type.
    const sqlite = createProjectPayload(project, defaultDatabaseFields('sqlite'), 't', true);
    for (const key of ['db_host', 'db_port', 'db_user', 'db_password', 'db_name']) {
      assert.ok(!(key in sqlite), key);
    }
    assert.ok(
      !('db_type' in createProjectPayload(project, defaultDatabaseFields('mysql'), 't', false)),
    );
  });

  it('judges a v8 PHP server by the spec rules', () => {
    assert.deepEqual(passed(phpRequirements(php, 'v8.8.1')), {
      apache: true,
      php_version: true,
      'php_extension:pdo': true,
      'php_extension:mysqli': true,
      'php_extension:curl': true,
      'php_extension:gd': true,
      'php_extension:fileinfo': true,
      'php_extension:mbstring': true,
      'directory_writable:public': true,
      'directory_writable:logs': true,
      'directory_writable:uploads': true,
      latest_version: true,
    });

    const weak: PhpServerInfo = {
      ...php,
      server: { ...php.server, type: 'nginx/1.18.0' },
      php: { ...php.php, version: '7.0.33', extensions: { ...php.php.extensions, gd: false } },
      permissions: { public: '0555', logs: '644', uploads: '0775' },
    };
    const result = passed(phpRequirements(weak, '8.9.0'));
    const expected = {
      apache: false,
      php_version: false,
      'php_extension:gd': false,
      'php_extension:pdo': true,
      'directory_writable:public': false,
      'directory_writable:logs': false,
      'directory_writable:uploads': true,
      latest_version: false,
    };
    for (const [id, pass] of Object.entries(expected)) assert.equal(result[id], pass, id);
    assert.equal(isAtLeast('7.1.0', '7.1.0'), true);
  });

  it('leaves the version check out when the latest tag could not be looked up', () => {
    assert.ok(!phpRequirements(php, null).some((check) => check.id === 'latest_version'));
  });

  it('judges this project Node server by its own truthful checks', () => {
    assert.deepEqual(passed(serverRequirements(node, null)), {
      node_version: true,
      'folder_writable:data': true,
      'database_driver:mysql': true,
      'database_driver:postgres': true,
      'database_driver:sqlite': true,
    });
    const old = { ...node, runtime: { ...node.runtime, version: '20.20.2' } };
    assert.equal(passed(serverRequirements(old, null)).node_version, false);
  });

  it('offers only the database types the server can use', () => {
    assert.deepEqual(availableDatabaseTypes(php), ['mysql']);
    assert.deepEqual(availableDatabaseTypes(node), ['mysql', 'postgres', 'sqlite']);
    assert.deepEqual(
      availableDatabaseTypes({
        ...node,
        databases: { mysql: false, postgres: false, sqlite: true },
      }),
      ['sqlite'],
    );
  });

  it('compares dotted versions', () => {
    assert.equal(compareVersions('v8.8.1', '8.8.1'), 0);
    assert.ok(compareVersions('8.10.0', '8.9.9') > 0);
    assert.ok(compareVersions('7.0.33', '7.1.0') < 0);
    assert.equal(compareVersions('20.19', '20.19.0'), 0);
  });

  it('generates a master password of three random ids', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateMasterPassword));
    assert.equal(passwords.size, 50);
    for (const password of passwords) assert.match(password, /^[A-Za-z0-9_-]{30}$/);
  });
});
