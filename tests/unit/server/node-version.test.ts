// The Node versions the server calls supported come from package.json's engines, and the install
// wizard's requirement check asks for the same one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isSupportedNode, MIN_NODE_VERSION } from '../../../server/config/version.js';
import { MIN_NODE_VERSION as WIZARD_MIN_NODE_VERSION } from '../../../src/screens/install/install-constants.js';

describe('supported Node versions', () => {
  it("reads the minimum from package.json's engines", () => {
    const engines = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ).engines;
    assert.equal(`>=${MIN_NODE_VERSION}`, engines.node);
    assert.equal(WIZARD_MIN_NODE_VERSION, MIN_NODE_VERSION);
  });

  it('compares number by number, not as text', () => {
    assert.equal(MIN_NODE_VERSION, '22.12');
    assert.equal(isSupportedNode('22.12.0'), true);
    assert.equal(isSupportedNode('v22.23.3'), true);
    assert.equal(isSupportedNode('24.0.0'), true);
    assert.equal(isSupportedNode('22.9.0'), false);
    assert.equal(isSupportedNode('20.20.2'), false);
    assert.equal(isSupportedNode('3.0.0'), false);
  });
});
