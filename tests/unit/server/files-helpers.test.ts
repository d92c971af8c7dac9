// The pure parts of the files service: names, MIME sniffing, whitelists, presets, thumbnail
// requests, embeds, and the storage group of a project config.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseProjectConfig } from '../../../server/config/project-config.js';
import { embedData, embedTarget } from '../../../server/services/files/embeds.js';
import {
  isInlineSafe,
  parseWhitelist,
  sniffType,
  typeAllowed,
} from '../../../server/services/files/mime.js';
import {
  diskNameCandidate,
  isPlainDiskName,
  sanitizeDiskName,
  sanitizeDownloadName,
  titleFromName,
} from '../../../server/services/files/names.js';
import { parsePresets, SYSTEM_PRESETS } from '../../../server/services/files/presets.js';
import { thumbnailKey, thumbnailSpec } from '../../../server/services/files/thumbnails.js';
import { assertSafeKey } from '../../../server/services/storage/index.js';

describe('file names', () => {
  it('reduces download names to a safe last segment', () => {
    assert.equal(sanitizeDownloadName('../../etc/passwd'), 'passwd');
    assert.equal(sanitizeDownloadName('C:\\Users\\ann\\photo.jpg'), 'photo.jpg');
    assert.equal(sanitizeDownloadName('a"b<c>|d?.txt'), 'abcd.txt');
    assert.equal(sanitizeDownloadName('...hidden'), 'hidden');
    assert.equal(sanitizeDownloadName('\u0000\u0007'), 'file');
    assert.equal(sanitizeDownloadName('Über café.png'), 'Über café.png');
    assert.equal(sanitizeDownloadName(`${'x'.repeat(300)}.png`).length, 200);
    assert.ok(sanitizeDownloadName(`${'x'.repeat(300)}.png`).endsWith('.png'));
  });

  it('makes plain ASCII disk names', () => {
    assert.equal(sanitizeDiskName('My Photo (1).png'), 'My-Photo-1.png');
    assert.equal(sanitizeDiskName('../../x.png'), 'x.png');
    assert.equal(sanitizeDiskName('.htaccess'), 'htaccess');
    assert.equal(sanitizeDiskName('Crème brûlée.jpg'), 'Creme-brulee.jpg');
    assert.equal(isPlainDiskName('photo.jpg'), true);
    assert.equal(isPlainDiskName('../photo.jpg'), false);
    assert.equal(isPlainDiskName('a/b.jpg'), false);
  });

  it('generates v8-style disk names', () => {
    assert.match(diskNameCandidate('uuid', 'Holiday.JPG', 'image/jpeg', 0), /^[0-9a-f-]{36}\.jpg$/);
    assert.match(diskNameCandidate(null, 'noext', 'image/png', 0), /^[0-9a-f-]{36}\.png$/);
    assert.match(diskNameCandidate('uuid', 'noext', 'application/x-unknown', 0), /^[0-9a-f-]{36}$/);
    assert.equal(diskNameCandidate('file_name', 'My Photo.png', 'image/png', 0), 'My-Photo.png');
    assert.equal(diskNameCandidate('file_name', 'My Photo.png', 'image/png', 2), 'My-Photo-2.png');
    assert.equal(diskNameCandidate('file_name', '', 'image/png', 0), 'file.png');
  });

  it('titles files as v8 did', () => {
    assert.equal(titleFromName('my-photo_2.jpg'), 'My Photo 2');
    assert.equal(titleFromName('report.final.pdf'), 'Report.final');
  });
});

describe('MIME types', () => {
  const bytes = (...values: number[]) => Buffer.from(values);
  it('sniffs the type from the content, not the name', () => {
    assert.equal(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0), 'a.png'), 'image/jpeg');
    assert.equal(
      sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x'),
      'image/png',
    );
    assert.equal(sniffType(Buffer.from('GIF89a....'), 'x'), 'image/gif');
    assert.equal(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'x'), 'image/webp');
    assert.equal(sniffType(Buffer.from('%PDF-1.7\n'), 'x.txt'), 'application/pdf');
    assert.equal(
      sniffType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="x"></svg>'), 'a.png'),
      'image/svg+xml',
    );
    assert.equal(sniffType(Buffer.from('<!DOCTYPE html><p>'), 'a.jpg'), 'text/html');
    assert.equal(sniffType(Buffer.from('a,b\n1,2\n'), 'data.csv'), 'text/csv');
    assert.equal(sniffType(Buffer.from('{"a":1}'), 'x.json'), 'application/json');
    assert.equal(sniffType(Buffer.from('plain'), 'x.exe'), 'text/plain');
    assert.equal(sniffType(bytes(0x50, 0x4b, 0x03, 0x04), 'a.docx'), typeOf('docx'));
    assert.equal(sniffType(bytes(0x00, 0xff, 0x13, 0x80), 'x.html'), 'application/octet-stream');
    // Binary bytes of no known signature: the name does not decide.
    assert.equal(sniffType(bytes(0x00, 0xff, 0x13, 0x80), 'x.mp4'), 'application/octet-stream');
    assert.equal(
      sniffType(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x00), 'x.jpg'),
      'application/octet-stream',
    );
    assert.equal(sniffType(bytes(0x00, 0x01, 0x00, 0x00, 0x00), 'x'), 'font/ttf');
    assert.equal(sniffType(Buffer.from('OTTO\0\x01'), 'x'), 'font/otf');
  });

  it('matches the whitelist with wildcards', () => {
    const list = parseWhitelist('image/*, application/PDF');
    assert.deepEqual(list, ['image/*', 'application/pdf']);
    assert.equal(typeAllowed('image/png', list), true);
    assert.equal(typeAllowed('application/pdf', list), true);
    assert.equal(typeAllowed('text/html', list), false);
    assert.equal(typeAllowed('text/html', []), true);
    assert.deepEqual(parseWhitelist('["text/plain"]'), ['text/plain']);
  });

  it('shows inline only what cannot run script', () => {
    assert.equal(isInlineSafe('image/png'), true);
    assert.equal(isInlineSafe('image/svg+xml'), false);
    assert.equal(isInlineSafe('text/html'), false);
    assert.equal(isInlineSafe('application/xml'), false);
  });
});

function typeOf(extension: string): string {
  return extension === 'docx'
    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    : '';
}

describe('thumbnail presets and requests', () => {
  const presets = [
    ...SYSTEM_PRESETS,
    ...(parsePresets(
      '[{"key":"thumbnail","width":200,"height":200,"fit":"contain","quality":80},{"width":"10","height":10,"fit":"crop","quality":50},{"key":"bad","width":0,"height":10,"fit":"crop"}]',
    ) ?? []),
  ];

  it('parses presets, skipping invalid entries', () => {
    assert.equal(presets.length, SYSTEM_PRESETS.length + 2);
    assert.equal(parsePresets('not json'), null);
    assert.equal(parsePresets(''), null);
  });

  it('accepts keys and whitelisted params only (E12 otherwise)', () => {
    const byKey = thumbnailSpec({ key: 'thumbnail' }, presets, 'a.png');
    assert.deepEqual(
      [byKey.width, byKey.height, byKey.fit, byKey.quality, byKey.format],
      [200, 200, 'contain', 80, 'png'],
    );
    const raw = thumbnailSpec({ w: '10', h: '10', f: 'crop', q: '50' }, presets, 'a.gif');
    assert.equal(raw.format, 'gif');
    assert.equal(thumbnailKey('a.gif', raw), 'a.gif/w10,h10,fcrop,q50.gif');
    assert.equal(thumbnailSpec({ key: 'thumbnail' }, presets, 'a.tif').format, 'jpeg');
    assert.equal(
      thumbnailSpec({ key: 'thumbnail', format: 'webp' }, presets, 'a.png').format,
      'webp',
    );
    for (const query of [
      { key: 'nope' },
      { w: '11', h: '10', f: 'crop', q: '50' },
      { w: '10', h: '10', f: 'fill', q: '50' },
      { w: '-1', h: '10', f: 'crop', q: '50' },
      { key: 'thumbnail', format: 'bmp' },
    ]) {
      assert.throws(() => thumbnailSpec(query, presets, 'a.png'), { code: 12 });
    }
  });
});

describe('embeds', () => {
  it('recognises YouTube and Vimeo links', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      assert.equal(embedTarget(url)?.id, 'dQw4w9WgXcQ', url);
    }
    assert.equal(embedTarget('https://vimeo.com/76979871')?.type, 'embed/vimeo');
    assert.equal(embedTarget('https://player.vimeo.com/video/76979871')?.id, '76979871');
    assert.equal(embedTarget('https://example.com/watch?v=dQw4w9WgXcQ'), null);
    assert.equal(embedTarget('https://www.youtube.com/watch?v=bad'), null);
    assert.equal(embedData('embed/vimeo', '1')?.url, 'https://vimeo.com/1');
    assert.equal(embedData('image/png', '1'), null);
  });
});

describe('storage config and keys', () => {
  const base = {
    database: { type: 'sqlite', filename: 'db/x.sqlite' },
    auth: { secret_key: 's', public_key: 'p' },
  };

  it('keeps existing config files valid with local defaults', () => {
    const config = parseProjectConfig('x', base);
    assert.equal(config.storage.adapter, 'local');
    assert.equal(config.storage.upload_max_size, 32 * 1024 * 1024);
    assert.equal(config.storage.allow_private_imports, false);
    const old = parseProjectConfig('x', {
      ...base,
      storage: { adapter: 'local', root: 'u/o', root_url: '/u/o', thumb_root: 'u/g' },
    });
    assert.equal(old.storage.root, 'u/o');
    assert.equal(old.storage.upload_max_size, 32 * 1024 * 1024);
  });

  it('checks the s3 adapter settings', () => {
    const s3 = {
      adapter: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'b',
      key: 'k',
      secret: 's',
      upload_max_size: 1000,
    };
    const config = parseProjectConfig('x', { ...base, storage: s3 });
    assert.equal(config.storage.bucket, 'b');
    assert.equal(config.storage.upload_max_size, 1000);
    assert.throws(() => parseProjectConfig('x', { ...base, storage: { ...s3, bucket: '' } }));
    assert.throws(() =>
      parseProjectConfig('x', { ...base, storage: { ...s3, endpoint: 'ftp://x' } }),
    );
    assert.throws(() => parseProjectConfig('x', { ...base, storage: { adapter: 'gcs' } }));
    assert.throws(() => parseProjectConfig('x', { ...base, storage: { upload_max_size: -1 } }));
  });

  it('refuses storage keys that could leave their area', () => {
    for (const key of ['', '../x', 'a/../b', '/abs', 'a//b', 'a\\b', 'a\0b', '.']) {
      assert.throws(() => assertSafeKey(key), Error, key);
    }
    assertSafeKey('photo.jpg/w64,h64,fcrop,q80.jpg');
  });
});
