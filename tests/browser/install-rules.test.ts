// The install wizard's rules without rendering: the project key, the form's validation and
// payload, the requirement checks (a v8 PHP server's included, judged on a made-up answer: the
// latest-tag lookup is never called here), versions and the generated master password.
import { expect } from '@open-wc/testing';
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
  runtime: { name: 'node', version: '20.19.0', max_upload_size: 1 },
  databases: { mysql: true, postgres: true, sqlite: true },
  permissions: { data: '0700' },
  folders: { data: { exists: true, writable: true, mode: '0700' } },
};

const passed = (checks: { id: string; passed: boolean }[]) =>
  Object.fromEntries(checks.map((check) => [check.id, check.passed]));

describe('install rules', () => {
  it('slugs a name into a valid key', () => {
    expect(slugify('My Project')).to.equal('my-project');
    expect(slugify('Ça Va? Très_Bien 2')).to.equal('ca-va-tres_bien-2');
    expect(slugify('--Hello--World--')).to.equal('hello-world');
    expect(slugify('日本語')).to.equal('');
    expect(slugify('a'.repeat(80))).to.have.length(64);
    for (const name of ['My Project', 'Ça Va? Très_Bien 2', '  x  y  ', 'A/B\\C.D']) {
      expect(projectKeyProblem(slugify(name)), name).to.equal(null);
    }
  });

  it('checks keys like the server does', () => {
    expect(projectKeyProblem('')).to.equal('required');
    expect(projectKeyProblem('news_room-2')).to.equal(null);
    expect(projectKeyProblem('News')).to.equal('key_characters');
    expect(projectKeyProblem('a b')).to.equal('key_characters');
    expect(projectKeyProblem('admin')).to.equal('key_reserved');
    expect(projectKeyProblem('a'.repeat(65))).to.equal('key_too_long');
  });

  it('validates the project and database fields', () => {
    expect(
      validateProject({
        projectName: ' ',
        projectKey: '',
        keyTyped: false,
        email: 'x',
        password: '',
      }),
    ).to.deep.equal({
      projectName: 'required',
      projectKey: 'required',
      email: 'email',
      password: 'required',
    });
    const mysql = defaultDatabaseFields('mysql');
    expect(mysql).to.include({ host: 'localhost', port: '3306' });
    expect(validateDatabase(mysql)).to.deep.equal({ user: 'required', name: 'required' });
    expect(validateDatabase({ ...mysql, port: '12a', user: 'u', name: 'n' })).to.deep.equal({
      port: 'port',
    });
    expect(validateDatabase({ ...mysql, port: '65535', user: 'u', name: 'n' })).to.deep.equal({});
    expect(validateDatabase(defaultDatabaseFields('sqlite'))).to.deep.equal({});
  });

  it('moves a default port along with the database type, and keeps a typed one', () => {
    const mysql = defaultDatabaseFields('mysql');
    expect(withDatabaseType(mysql, 'postgres').port).to.equal('5432');
    expect(withDatabaseType(withDatabaseType(mysql, 'sqlite'), 'postgres').port).to.equal('5432');
    expect(withDatabaseType({ ...mysql, port: '3307' }, 'postgres').port).to.equal('3307');
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
    expect(createProjectPayload(project, database, 'token', true)).to.deep.equal({
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
    expect(
      createProjectPayload(project, defaultDatabaseFields('sqlite'), 't', true),
    ).to.not.have.any.keys('db_host', 'db_port', 'db_user', 'db_password', 'db_name');
    expect(
      createProjectPayload(project, defaultDatabaseFields('mysql'), 't', false),
    ).to.not.have.key('db_type');
  });

  it('judges a v8 PHP server by the spec rules', () => {
    expect(passed(phpRequirements(php, 'v8.8.1'))).to.deep.equal({
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
    expect(result).to.include({
      apache: false,
      php_version: false,
      'php_extension:gd': false,
      'php_extension:pdo': true,
      'directory_writable:public': false,
      'directory_writable:logs': false,
      'directory_writable:uploads': true,
      latest_version: false,
    });
    expect(isAtLeast('7.1.0', '7.1.0')).to.equal(true);
  });

  it('leaves the version check out when the latest tag could not be looked up', () => {
    expect(phpRequirements(php, null).map((check) => check.id)).to.not.include('latest_version');
  });

  it('judges this project Node server by its own truthful checks', () => {
    expect(passed(serverRequirements(node, null))).to.deep.equal({
      node_version: true,
      'folder_writable:data': true,
      'database_driver:mysql': true,
      'database_driver:postgres': true,
      'database_driver:sqlite': true,
    });
    const old = { ...node, runtime: { ...node.runtime, version: '18.20.4' } };
    expect(passed(serverRequirements(old, null)).node_version).to.equal(false);
  });

  it('offers only the database types the server can use', () => {
    expect(availableDatabaseTypes(php)).to.deep.equal(['mysql']);
    expect(availableDatabaseTypes(node)).to.deep.equal(['mysql', 'postgres', 'sqlite']);
    expect(
      availableDatabaseTypes({
        ...node,
        databases: { mysql: false, postgres: false, sqlite: true },
      }),
    ).to.deep.equal(['sqlite']);
  });

  it('compares dotted versions', () => {
    expect(compareVersions('v8.8.1', '8.8.1')).to.equal(0);
    expect(compareVersions('8.10.0', '8.9.9')).to.be.greaterThan(0);
    expect(compareVersions('7.0.33', '7.1.0')).to.be.lessThan(0);
    expect(compareVersions('20.19', '20.19.0')).to.equal(0);
  });

  it('generates a master password of three random ids', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateMasterPassword));
    expect(passwords.size).to.equal(50);
    for (const password of passwords) expect(password).to.match(/^[A-Za-z0-9_-]{30}$/);
  });
});
