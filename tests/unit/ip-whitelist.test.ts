// The role IP whitelist rule (contract §9.1, issue #16): an entry is one address or a CIDR range;
// the server refuses anything else when a role is stored, and matches clients against ranges.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ipWhitelistAllows,
  isIpWhitelistEntry,
  parseIpWhitelistEntry,
} from '../../server/services/auth/ip-whitelist.ts';
import { ipAllowed, whitelistEntries } from '../../server/services/auth/users.ts';
import { assertRolePayload } from '../../server/services/system/roles.ts';

describe('ip whitelist entries', () => {
  test('accepts addresses and CIDR ranges of both families', () => {
    for (const entry of [
      '203.0.113.7',
      ' 10.0.0.1 ',
      '10.0.0.0/8',
      '192.168.1.0/24',
      '0.0.0.0/0',
      '::1',
      '2001:db8::/32',
      '::ffff:10.0.0.1',
    ]) {
      assert.equal(isIpWhitelistEntry(entry), true, entry);
    }
  });

  test('refuses host names, bad prefixes and other text', () => {
    for (const entry of [
      '',
      'localhost',
      'office.example.com',
      '10.0.0',
      '10.1',
      '010.0.0.1',
      '0x0a.0.0.1',
      '10.0.0.256',
      'fe80::1%eth0',
      '10.0.0.0/08x',
      '10.0.0.0/33',
      '10.0.0.0/',
      '2001:db8::/129',
      '10.0.0.1-10.0.0.9',
      '*',
    ]) {
      assert.equal(isIpWhitelistEntry(entry), false, entry);
    }
  });

  test('parses a single address with its full prefix length', () => {
    assert.equal(parseIpWhitelistEntry('10.1.2.3')?.[1], 32);
    assert.equal(parseIpWhitelistEntry('2001:db8::1')?.[1], 128);
    assert.equal(parseIpWhitelistEntry('10.0.0.0/16')?.[1], 16);
  });
});

describe('matching clients', () => {
  test('a range admits the addresses inside it and refuses the others', () => {
    const entries = ['10.20.0.0/16', '2001:db8::/32'];
    assert.equal(ipWhitelistAllows(entries, '10.20.30.40'), true);
    assert.equal(ipWhitelistAllows(entries, '::ffff:10.20.30.40'), true, 'v4-mapped client');
    assert.equal(ipWhitelistAllows(entries, '10.21.0.1'), false);
    assert.equal(ipWhitelistAllows(entries, '2001:db8:1::5'), true);
    assert.equal(ipWhitelistAllows(entries, '2001:db9::5'), false);
    assert.equal(ipWhitelistAllows(entries, 'not-an-ip'), false);
  });

  test('a v4-mapped range matches plain IPv4 clients; bad entries match nothing', () => {
    assert.equal(ipWhitelistAllows(['::ffff:10.0.0.0/104'], '10.9.9.9'), true);
    assert.equal(ipWhitelistAllows(['::ffff:10.0.0.0/104'], '11.0.0.1'), false);
    assert.equal(ipWhitelistAllows(['localhost'], '127.0.0.1'), false);
  });

  test('ipAllowed: an empty whitelist admits everyone, a non-empty one its entries only', () => {
    const role = { id: 3, enforce2fa: false, ipWhitelist: ['127.0.0.0/8', '192.0.2.10'] };
    assert.equal(ipAllowed(role, '127.0.0.1'), true);
    assert.equal(ipAllowed(role, '::ffff:127.4.5.6'), true);
    assert.equal(ipAllowed(role, '192.0.2.10'), true);
    assert.equal(ipAllowed(role, '192.0.2.11'), false);
    assert.equal(ipAllowed({ ...role, ipWhitelist: [] }, '192.0.2.11'), true);
    assert.equal(ipAllowed(undefined, '192.0.2.11'), true);
  });

  test('stored whitelists are read from CSV and from older JSON arrays', () => {
    assert.deepEqual(whitelistEntries('10.0.0.1, 10.0.0.0/8,,'), ['10.0.0.1', '10.0.0.0/8']);
    assert.deepEqual(whitelistEntries('["10.0.0.1", "::1"]'), ['10.0.0.1', '::1']);
    assert.deepEqual(whitelistEntries(null), []);
  });
});

describe('role payloads', () => {
  const refusal = (value: unknown) => {
    try {
      assertRolePayload({ ip_whitelist: value });
    } catch (error) {
      return error as { errorName?: string; message: string };
    }
    return undefined;
  };

  test('accept the array and CSV forms, null, empty and absent whitelists', () => {
    for (const value of [['10.0.0.1', '10.0.0.0/8'], '10.0.0.1,2001:db8::/32', null, [], '']) {
      assert.equal(refusal(value), undefined, JSON.stringify(value));
    }
    assert.doesNotThrow(() => assertRolePayload({ name: 'Editors' }));
  });

  test('refuse a bad entry with E4, naming it', () => {
    for (const [value, bad] of [
      [['10.0.0.1', 'office-router'], 'office-router'],
      ['10.0.0.1,10.0.0.0/40', '10.0.0.0/40'],
      [['10.0.0.1,localhost'], 'localhost'],
    ] as const) {
      const error = refusal(value);
      assert.equal(error?.errorName, 'INVALID_REQUEST', JSON.stringify(value));
      assert.match(error?.message ?? '', new RegExp(`"${bad.replaceAll('.', '\\.')}"`));
    }
  });

  test('refuse values that are not a list of strings', () => {
    for (const value of [42, { ip: '10.0.0.1' }, [10], [null]]) {
      assert.equal(refusal(value)?.errorName, 'INVALID_REQUEST', JSON.stringify(value));
    }
  });
});
