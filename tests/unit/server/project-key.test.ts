import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isListedProjectKey,
  isValidProjectKey,
  projectKeyProblem,
} from '../../../server/config/project-key.js';

describe('project keys', () => {
  it('accepts lower-case letters, digits, "_" and "-"', () => {
    for (const key of ['_', 'demo', 'my-site', 'site_2', '0', 'a'.repeat(64)]) {
      assert.equal(isValidProjectKey(key), true, key);
    }
  });

  it('refuses anything that could escape the config folder or confuse a URL', () => {
    for (const key of ['', '.', '..', '../x', 'a/b', 'a\\b', 'a.b', 'Demo', 'a b', 'é', 'a\0']) {
      assert.equal(isValidProjectKey(key), false, JSON.stringify(key));
    }
    assert.equal(isValidProjectKey('a'.repeat(65)), false);
    assert.equal(isValidProjectKey(undefined), false);
    assert.equal(isValidProjectKey(42), false);
  });

  it('refuses reserved first path segments', () => {
    for (const key of [
      'server',
      'interfaces',
      'modules',
      'layouts',
      'types',
      'projects',
      'extensions',
    ]) {
      assert.match(String(projectKeyProblem(key)), /reserved/);
    }
    assert.equal(isValidProjectKey('admin'), false);
    assert.equal(isValidProjectKey('__api'), false);
  });

  it('hides "_name" keys from listings but not "_" itself', () => {
    assert.equal(isListedProjectKey('_'), true);
    assert.equal(isListedProjectKey('_example'), false);
    assert.equal(isListedProjectKey('demo'), true);
  });
});
