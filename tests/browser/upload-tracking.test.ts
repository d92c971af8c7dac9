import { expect, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../src/api/api-error.js';
import type { FileRow } from '../../src/api/files.js';
import { uploadFile } from '../../src/api/files.js';
import {
  cancelUpload,
  importUrl,
  startUploads,
  UPLOAD_CONCURRENCY,
} from '../../src/files/start-uploads.js';
import { $uploads, getUpload, type UploadEntry } from '../../src/files/upload-tracker.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { $projects } from '../../src/state/projects.js';
import { resetState } from '../../src/state/reset.js';
import { apiError, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import {
  type StubbedXhr,
  type StubUploadRequest,
  stubXhr,
} from './fixtures/upload-xhr/stub-xhr.js';
import { CLOSED_API, project, resetStores } from './helpers.js';

// The upload tracking rules (spec 2 §4, §5, §8, §9): 0–95 while the bytes travel, 100 once the
// server answered; refusals before sending (size, type, zero bytes) make no request; cancelling
// aborts the request; the server's refusal is shown in the spec's words.

const MAX = 1000;

function fileOf(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function row(id: number, name: string, type = 'image/png'): FileRow {
  return {
    id,
    filename_disk: `${id}-${name}`,
    filename_download: name,
    title: name,
    type,
    filesize: 10,
    width: null,
    height: null,
    duration: null,
    description: null,
    location: null,
    tags: null,
    folder: null,
    uploaded_on: null,
    uploaded_by: 1,
    private_hash: `hash${id}`,
    checksum: null,
    metadata: null,
  };
}

const entry = (id: string) => getUpload(id) as UploadEntry;
const sentName = (request: StubUploadRequest) => (request.body?.get('data') as File | null)?.name;

describe('upload tracking', () => {
  let xhr: StubbedXhr;

  before(() => initI18n());
  beforeEach(() => {
    resetStores();
    $uploads.set([]);
    // Signed in: the project info carries the server's max upload size.
    $projects.set([
      project('alpha', {
        authenticated: true,
        data: { project_name: 'Alpha', max_upload_size: MAX },
      }),
    ]);
    xhr = stubXhr();
  });
  afterEach(async () => {
    // Nothing left running for the next test (the pool is shared by the whole page).
    for (const request of xhr.requests) if (!request.answered && !request.aborted) request.fail();
    for (const upload of $uploads.get()) cancelUpload(upload.id);
    await waitUntil(() => !$uploads.get().some((upload) => upload.state === 'uploading'));
    xhr.restore();
  });

  it('sends one multipart request with the session cookie, field data and the folder', () => {
    const [started] = startUploads('alpha', [fileOf('photo.png', 'image/png', 100)], { folder: 7 });
    expect(xhr.requests).to.have.length(1);
    const [request] = xhr.requests;
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(`${CLOSED_API}alpha/files`);
    expect(request.withCredentials).to.equal(true);
    const sent = request.body?.get('data');
    expect(sent).to.be.instanceOf(File);
    expect((sent as File).name).to.equal('photo.png');
    expect(request.body?.get('folder')).to.equal('7');
    expect(entry(started.id).state).to.equal('uploading');
  });

  it('shows 0–95 while the bytes travel and 100 only once the server answered', async () => {
    const uploaded: FileRow[] = [];
    const [started] = startUploads('alpha', [fileOf('photo.png', 'image/png', 100)], {
      onUploaded: (file) => uploaded.push(file),
    });
    const [request] = xhr.requests;
    expect(entry(started.id)).to.include({ state: 'uploading', progress: 0 });
    request.progress(40, 100);
    expect(entry(started.id).progress).to.equal(40);
    request.progress(99, 100);
    expect(entry(started.id).progress, 'capped before the answer').to.equal(95);
    request.progress(100, 100);
    expect(entry(started.id)).to.include({ state: 'uploading', progress: 95, sent: true });
    expect(uploaded).to.deep.equal([]);

    request.answer(200, { data: row(12, 'photo.png') });
    await waitUntil(() => entry(started.id).state !== 'uploading');
    expect(entry(started.id)).to.include({ state: 'done', progress: 100, error: null });
    expect(entry(started.id).file?.id).to.equal(12);
    expect(uploaded.map((file) => file.id)).to.deep.equal([12]);
  });

  it('refuses a file over the max upload size before sending it, naming the file', () => {
    const [started] = startUploads('alpha', [fileOf('huge.jpg', 'image/jpeg', MAX + 1)]);
    expect(xhr.requests, 'no request').to.have.length(0);
    expect(entry(started.id).state).to.equal('failed');
    expect(entry(started.id).error).to.match(/^Upload exceeds max size: huge\.jpg is /);
  });

  it('refuses a type outside the accept list with the spec text, without a request', () => {
    const [text, image] = startUploads(
      'alpha',
      [fileOf('notes.txt', 'text/plain', 10), fileOf('cat.webp', 'image/webp', 10)],
      { accept: ['image/*'] },
    );
    expect(entry(text.id)).to.include({
      state: 'failed',
      error: "notes.txt can't be uploaded. It is not a valid file type for this field.",
    });
    expect(entry(image.id).state).to.equal('uploading');
    expect(xhr.requests).to.have.length(1);
    expect(sentName(xhr.requests[0])).to.equal('cat.webp');
  });

  it('refuses a zero-byte file with a message on it, without a request', () => {
    const [started] = startUploads('alpha', [fileOf('empty.pdf', 'application/pdf', 0)]);
    expect(xhr.requests).to.have.length(0);
    expect(entry(started.id).state).to.equal('failed');
    expect(entry(started.id).error).to.contain('empty.pdf').and.contain('0 bytes');
  });

  it('cancels a running upload: the request is aborted and nothing is stored', () => {
    const uploaded: FileRow[] = [];
    const [started] = startUploads('alpha', [fileOf('movie.mp4', 'video/mp4', 500)], {
      onUploaded: (file) => uploaded.push(file),
    });
    const [request] = xhr.requests;
    request.progress(150, 500);
    expect(cancelUpload(started.id)).to.equal(true);
    expect(request.aborted, 'the transfer stops, so the server drops it').to.equal(true);
    expect(entry(started.id).state).to.equal('cancelled');
    expect(entry(started.id).error).to.equal(null);
    expect(uploaded).to.deep.equal([]);
  });

  it('signing out stops every upload of the session and forgets the list', () => {
    const files = [1, 2, 3, 4].map((n) => fileOf(`${n}.png`, 'image/png', 100));
    startUploads('alpha', files);
    expect(xhr.requests.length, 'three run, one waits').to.equal(UPLOAD_CONCURRENCY);
    resetState();
    expect(xhr.requests.every((request) => request.aborted)).to.equal(true);
    expect($uploads.get()).to.deep.equal([]);
    expect(xhr.requests.length, 'the waiting one is not sent afterwards').to.equal(
      UPLOAD_CONCURRENCY,
    );
  });

  it('does not offer to cancel once every byte is sent (the server is already storing it)', async () => {
    const [started] = startUploads('alpha', [fileOf('a.png', 'image/png', 50)]);
    xhr.requests[0].progress(50, 50);
    expect(cancelUpload(started.id)).to.equal(false);
    expect(xhr.requests[0].aborted).to.equal(false);
    xhr.requests[0].answer(200, { data: row(3, 'a.png') });
    await waitUntil(() => entry(started.id).state === 'done');
  });

  it("shows the server's size refusal in the spec's words", async () => {
    const [started] = startUploads('alpha', [fileOf('a.png', 'image/png', 50)]);
    xhr.requests[0].answer(413, {
      error: {
        code: 601,
        message: 'The upload exceeds the maximum size allowed by the server (40 bytes).',
      },
    });
    await waitUntil(() => entry(started.id).state !== 'uploading');
    expect(entry(started.id)).to.include({
      state: 'failed',
      error: 'Your server is not configured to handle uploads of this size.',
      errorCode: 601,
    });
  });

  it("shows any other refusal with the server's own message", async () => {
    const [started] = startUploads('alpha', [fileOf('a.png', 'image/png', 50)]);
    xhr.requests[0].answer(403, {
      error: { code: 10, message: 'You are not allowed to upload files' },
    });
    await waitUntil(() => entry(started.id).state !== 'uploading');
    expect(entry(started.id)).to.include({
      state: 'failed',
      error: 'You are not allowed to upload files',
      errorCode: 10,
    });
  });

  it('says so on the file when the connection is cut off half-way', async () => {
    const [started] = startUploads('alpha', [fileOf('a.png', 'image/png', 50)]);
    xhr.requests[0].progress(20, 50);
    xhr.requests[0].fail();
    await waitUntil(() => entry(started.id).state === 'failed');
    expect(entry(started.id).error).to.contain('a.png').and.contain('cut off');
  });

  it(`sends ${UPLOAD_CONCURRENCY} at a time; the next starts when one ends`, async () => {
    const files = ['1', '2', '3', '4', '5'].map((name) => fileOf(`${name}.png`, 'image/png', 10));
    const started = startUploads('alpha', files);
    expect(xhr.requests).to.have.length(UPLOAD_CONCURRENCY);
    expect(started.map((upload) => entry(upload.id).state)).to.deep.equal([
      'uploading',
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);
    // A waiting one is cancelled without ever being sent.
    expect(cancelUpload(started[3].id)).to.equal(true);
    xhr.requests[0].answer(200, { data: row(1, '1.png') });
    await waitUntil(() => xhr.requests.length > UPLOAD_CONCURRENCY);
    expect(xhr.requests).to.have.length(UPLOAD_CONCURRENCY + 1);
    expect(sentName(xhr.requests[3])).to.equal('5.png');
    expect(entry(started[3].id).state).to.equal('cancelled');
  });

  it('replaces the content of an existing row with PATCH', () => {
    startUploads('alpha', [fileOf('new.png', 'image/png', 10), fileOf('x.png', 'image/png', 10)], {
      replace: 5,
    });
    expect(xhr.requests).to.have.length(1);
    expect(xhr.requests[0].method).to.equal('PATCH');
    expect(xhr.requests[0].url).to.equal(`${CLOSED_API}alpha/files/5`);
    expect(xhr.requests[0].body?.has('title')).to.equal(false);
  });

  it('keeps the row’s title when asked to, sending it with the new content', () => {
    startUploads('alpha', [fileOf('new-name.png', 'image/png', 10)], {
      replace: 5,
      keepTitle: 'Harbour at dusk',
    });
    expect(xhr.requests[0].body?.get('title')).to.equal('Harbour at dusk');
    expect((xhr.requests[0].body!.get('data') as File).name).to.equal('new-name.png');
  });

  it('uploadFile rejects with the ApiError shape request.ts gives', async () => {
    const pending = uploadFile('alpha', fileOf('a.png', 'image/png', 10));
    xhr.requests[0].answer(404, 'Not Found');
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).toShape()).to.include({ code: -2, status: 404 });
  });
});

describe('URL import tracking', () => {
  before(() => initI18n());
  beforeEach(() => {
    resetStores();
    $uploads.set([]);
  });

  it('refuses an address that is not http(s) without a request', () => {
    const api = stubApi({});
    try {
      const started = importUrl('alpha', 'ftp://example.com/file.zip');
      expect(entry(started.id).state).to.equal('failed');
      expect(entry(started.id).error).to.contain('http://');
      expect(api.calls).to.have.length(0);
    } finally {
      api.restore();
    }
  });

  it("posts the address as data and shows the server's refusal on the entry", async () => {
    const message =
      'data: The URL could not be imported: the address of "127.0.0.1" is not allowed (loopback, the server itself). Only public addresses can be imported.';
    const api = stubApi({ 'POST alpha/files': apiError(4, message, 422) });
    try {
      const started = importUrl('alpha', ' http://127.0.0.1/secret.png ', { folder: 2 });
      expect(entry(started.id)).to.include({ state: 'uploading', url: true });
      await waitUntil(() => entry(started.id).state === 'failed');
      expect(api.callsTo('POST alpha/files')[0].body).to.deep.equal({
        data: 'http://127.0.0.1/secret.png',
        folder: 2,
      });
      // The field prefix of v8's validation messages is dropped on the row.
      expect(entry(started.id).error).to.equal(message.slice('data: '.length));
    } finally {
      api.restore();
    }
  });

  it('a stored import is done with the row, named by its title', async () => {
    const stored = { ...row(9, 'clip.jpg', 'embed/youtube'), title: 'A clip', embed: 'abc' };
    const api = stubApi({ 'POST alpha/files': { body: { data: stored } } });
    try {
      const uploaded: FileRow[] = [];
      const started = importUrl('alpha', 'https://youtu.be/abc', {
        onUploaded: (file) => uploaded.push(file),
      });
      await waitUntil(() => entry(started.id).state === 'done');
      expect(entry(started.id)).to.include({
        progress: 100,
        name: 'A clip',
        type: 'embed/youtube',
      });
      expect(uploaded.map((file) => file.id)).to.deep.equal([9]);
    } finally {
      api.restore();
    }
  });
});
