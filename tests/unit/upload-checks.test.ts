import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  acceptEntries,
  checkUpload,
  isAccepted,
  knownMaxUploadSize,
} from '../../src/files/upload-checks.ts';
import { $projects } from '../../src/state/projects.ts';

// What the admin refuses before sending (spec 2 §5): empty files, types outside an accept list
// (wildcards, extensions), and files over the server's max upload size.

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('accept lists', () => {
  test('an empty or missing list accepts anything', () => {
    assert.equal(isAccepted(file('a.bin', ''), undefined), true);
    assert.equal(isAccepted(file('a.bin', ''), []), true);
    assert.equal(isAccepted(file('a.bin', ''), ' , '), true);
  });

  test('exact types, case-insensitively and without parameters', () => {
    assert.equal(isAccepted(file('a.pdf', 'application/pdf'), ['application/pdf']), true);
    assert.equal(isAccepted(file('a.pdf', 'Application/PDF'), ['application/pdf']), true);
    assert.equal(isAccepted(file('a.txt', 'text/plain;charset=utf-8'), ['text/plain']), true);
    assert.equal(isAccepted(file('a.png', 'image/png'), ['application/pdf']), false);
  });

  test('type wildcards match the whole family only', () => {
    assert.equal(isAccepted(file('a.png', 'image/png'), ['image/*']), true);
    assert.equal(isAccepted(file('a.svg', 'image/svg+xml'), ['image/*']), true);
    assert.equal(isAccepted(file('a.mp4', 'video/mp4'), ['image/*']), false);
    // "image/*" must not match a type that merely starts with "image".
    assert.equal(isAccepted(file('a.x', 'imagery/x'), ['image/*']), false);
    assert.equal(isAccepted(file('a.mp4', 'video/mp4'), ['image/*', 'video/*']), true);
    assert.equal(isAccepted(file('a.bin', ''), ['*/*']), true);
    assert.equal(isAccepted(file('a.bin', ''), ['*']), true);
  });

  test('extensions match the file name; an unknown type fails MIME entries', () => {
    assert.equal(isAccepted(file('Report.PDF', ''), ['.pdf']), true);
    assert.equal(isAccepted(file('report.pdf.exe', ''), ['.pdf']), false);
    assert.equal(isAccepted(file('photo', ''), ['image/*']), false);
  });

  test('a comma-separated string is a list', () => {
    assert.deepEqual(acceptEntries(' image/* , Application/PDF ,'), ['image/*', 'application/pdf']);
    assert.equal(isAccepted(file('a.pdf', 'application/pdf'), 'image/*,application/pdf'), true);
  });
});

describe('checkUpload', () => {
  test('a zero-byte file is refused first, whatever else is true', () => {
    assert.deepEqual(
      checkUpload(file('empty.png', 'image/png', 0), { accept: ['video/*'], maxSize: 5 }),
      {
        kind: 'empty',
        name: 'empty.png',
      },
    );
  });

  test('a type outside the accept list names the file', () => {
    assert.deepEqual(checkUpload(file('notes.txt', 'text/plain'), { accept: ['image/*'] }), {
      kind: 'type',
      name: 'notes.txt',
      type: 'text/plain',
    });
  });

  test('over the max size is refused; exactly the max passes', () => {
    assert.deepEqual(checkUpload(file('big.jpg', 'image/jpeg', 101), { maxSize: 100 }), {
      kind: 'too-large',
      name: 'big.jpg',
      size: 101,
      max: 100,
    });
    assert.equal(checkUpload(file('fits.jpg', 'image/jpeg', 100), { maxSize: 100 }), null);
  });

  test('no known maximum (null or 0) leaves the size to the server', () => {
    assert.equal(checkUpload(file('big.jpg', 'image/jpeg', 10 ** 12), { maxSize: null }), null);
    assert.equal(checkUpload(file('big.jpg', 'image/jpeg', 10 ** 12), { maxSize: 0 }), null);
  });
});

describe('the max upload size the project info holds', () => {
  test('read from the project entry; undefined until the list or the value is there', () => {
    $projects.set(null);
    assert.equal(knownMaxUploadSize('alpha'), undefined);
    $projects.set([
      {
        key: 'alpha',
        status: 'successful',
        error: null,
        authenticated: true,
        data: { project_name: 'Alpha', max_upload_size: 2048 },
      },
      {
        key: 'beta',
        status: 'successful',
        error: null,
        authenticated: false,
        data: { project_name: 'Beta' },
      },
    ]);
    assert.equal(knownMaxUploadSize('alpha'), 2048);
    assert.equal(knownMaxUploadSize('beta'), undefined);
    assert.equal(knownMaxUploadSize('gamma'), undefined);
  });
});
