import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  assetUrl,
  downloadUrl,
  type FileRow,
  hasThumbnails,
  thumbnailUrl,
} from '../../src/api/files.ts';
import { fileIconName } from '../../src/files/file-icon.ts';
import { $config } from '../../src/state/config.ts';

// The URLs of a stored file as the upload list, thumbnails and downloads use them: built on the API
// root in use (an `api-url` on another host, a base path), never on the origin the server saw.

const ROOT = 'https://cms.example.com/base/';

function file(changes: Partial<FileRow> = {}): FileRow {
  return {
    id: 1,
    filename_disk: 'd.jpg',
    filename_download: 'Harbour at dawn.jpg',
    title: 'Harbour',
    type: 'image/jpeg',
    filesize: 10,
    width: 800,
    height: 600,
    duration: null,
    description: null,
    location: null,
    tags: null,
    folder: null,
    uploaded_on: null,
    uploaded_by: 1,
    private_hash: 'abc123',
    checksum: null,
    metadata: null,
    data: {
      full_url: 'http://10.0.0.5:8080/uploads/demo/originals/d.jpg',
      url: '/uploads/demo/originals/d.jpg',
      asset_url: '/demo/assets/abc123',
      thumbnails: ['small-crop', 'small-contain', 'medium-crop', 'large-contain', 'custom'].map(
        (name) => {
          const key = name === 'custom' ? 'card' : `directus-${name}`;
          return {
            key,
            url: `http://10.0.0.5:8080/demo/assets/abc123?key=${key}`,
            relative_url: `/demo/assets/abc123?key=${key}`,
            width: 64,
            height: 64,
          };
        },
      ),
    },
    ...changes,
  };
}

describe('file URLs', () => {
  $config.setKey('apiRoot', ROOT);

  test('a whitelist size by name and fit, or by its own key, on the API root', () => {
    assert.equal(
      thumbnailUrl(file(), 'small'),
      `${ROOT}demo/assets/abc123?key=directus-small-crop`,
    );
    assert.equal(
      thumbnailUrl(file(), 'small', 'contain'),
      `${ROOT}demo/assets/abc123?key=directus-small-contain`,
    );
    assert.equal(thumbnailUrl(file(), 'card'), `${ROOT}demo/assets/abc123?key=card`);
    // A size the server does not list.
    assert.equal(thumbnailUrl(file(), 'large'), null);
  });

  test('a file with a checksum gets addresses of its content: a replaced file shows anew', () => {
    const stored = file({ checksum: 'md5-1' });
    assert.equal(
      thumbnailUrl(stored, 'small'),
      `${ROOT}demo/assets/abc123?key=directus-small-crop&v=md5-1`,
    );
    assert.equal(assetUrl('demo', stored), `${ROOT}demo/assets/abc123?v=md5-1`);
    assert.equal(downloadUrl('demo', stored), `${ROOT}demo/assets/abc123?v=md5-1&download=`);
    assert.notEqual(
      thumbnailUrl(file({ checksum: 'md5-2' }), 'small'),
      thumbnailUrl(stored, 'small'),
    );
  });

  test('no thumbnails (SVG, PDF, video…) means null, never a guessed URL', () => {
    const pdf = file({ type: 'application/pdf', data: { ...file().data!, thumbnails: null } });
    assert.equal(hasThumbnails(pdf), false);
    assert.equal(thumbnailUrl(pdf, 'medium'), null);
    assert.equal(thumbnailUrl(null, 'medium'), null);
    assert.equal(hasThumbnails(file()), true);
  });

  test('the original and its download go through the asset endpoint on the API root', () => {
    assert.equal(assetUrl('demo', file()), `${ROOT}demo/assets/abc123`);
    assert.equal(downloadUrl('demo', file()), `${ROOT}demo/assets/abc123?download=`);
    // Named by the download name (asset_url_naming), spaces and all.
    const named = file({
      data: { ...file().data!, asset_url: '/demo/assets/Harbour%20at%20dawn.jpg' },
    });
    assert.equal(assetUrl('demo', named), `${ROOT}demo/assets/Harbour%20at%20dawn.jpg`);
    // Without a data object: the private hash.
    assert.equal(assetUrl('demo', file({ data: undefined })), `${ROOT}demo/assets/abc123`);
  });

  test('with proxied downloads (no asset_url) the original is the full URL', () => {
    const proxied = file({
      data: { full_url: `${ROOT}downloads/demo/d.jpg`, url: '/downloads/demo/d.jpg' },
    });
    assert.equal(assetUrl('demo', proxied), `${ROOT}downloads/demo/d.jpg`);
  });

  test('an icon for each kind of file', () => {
    assert.equal(fileIconName('image/svg+xml'), 'photo');
    assert.equal(fileIconName('embed/youtube'), 'play');
    assert.equal(fileIconName('video/mp4'), 'movie');
    assert.equal(fileIconName('audio/mpeg'), 'music');
    assert.equal(fileIconName('application/pdf'), 'article');
    assert.equal(fileIconName('application/zip'), 'archive');
    assert.equal(fileIconName('application/json'), 'code');
    assert.equal(fileIconName(null), 'file');
  });
});
