import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { FileRow } from '../../src/api/files.js';
import { DropZone } from '../../src/files/DropZone.js';
import { FileThumbnail } from '../../src/files/FileThumbnail.js';
import { cancelUpload } from '../../src/files/start-uploads.js';
import { UploadDialog } from '../../src/files/UploadDialog.js';
import { $uploads } from '../../src/files/upload-tracker.js';
import { setApiRoot } from '../../src/state/config.js';
import { $projects } from '../../src/state/projects.js';
import { clickOn, mountInShadow, type ShadowMounted } from './fixtures/ui/shadow-mount.js';
import { type StubbedXhr, stubXhr } from './fixtures/upload-xhr/stub-xhr.js';
import { CLOSED_API, project, resetStores } from './helpers.js';

// The upload pieces on screen: the dialog's file chooser and its list (progress, cancel, cloud-off
// and the error), the drop zone's overlay and drop, and thumbnails with their icon fallback.

const MAX = 1000;
const fileOf = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function dragEvent(type: string, files: File[]): DragEvent {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer: transfer,
  });
}

function imageRow(thumbnails: boolean): FileRow {
  return {
    id: 4,
    filename_disk: 'a.jpg',
    filename_download: 'harbour.jpg',
    title: 'Harbour',
    type: thumbnails ? 'image/jpeg' : 'application/pdf',
    filesize: 10,
    width: 10,
    height: 10,
    duration: null,
    description: null,
    location: null,
    tags: null,
    folder: null,
    uploaded_on: null,
    uploaded_by: 1,
    private_hash: 'h4',
    checksum: null,
    metadata: null,
    data: {
      full_url: `${CLOSED_API}uploads/a.jpg`,
      url: '/uploads/a.jpg',
      asset_url: '/alpha/assets/h4',
      thumbnails: thumbnails
        ? [
            {
              key: 'directus-small-crop',
              url: 'http://elsewhere.example/alpha/assets/h4?key=directus-small-crop',
              relative_url: '/alpha/assets/h4?key=directus-small-crop',
              width: 64,
              height: 64,
            },
            {
              key: 'directus-medium-crop',
              url: 'http://elsewhere.example/alpha/assets/h4?key=directus-medium-crop',
              relative_url: '/alpha/assets/h4?key=directus-medium-crop',
              width: 300,
              height: 300,
            },
          ]
        : null,
    },
  };
}

describe('UploadDialog', () => {
  let mounted: ShadowMounted;
  let xhr: StubbedXhr;
  let uploaded: FileRow[];

  beforeEach(async () => {
    resetStores();
    $uploads.set([]);
    $projects.set([
      project('alpha', {
        authenticated: true,
        data: { project_name: 'Alpha', max_upload_size: MAX },
      }),
    ]);
    xhr = stubXhr();
    uploaded = [];
    mounted = await mountInShadow(
      createElement(UploadDialog, {
        open: true,
        project: 'alpha',
        accept: ['image/*'],
        onClose: () => undefined,
        onUploaded: (file: FileRow) => uploaded.push(file),
      }),
    );
  });
  afterEach(async () => {
    await act(async () => {
      for (const request of xhr.requests) if (!request.answered && !request.aborted) request.fail();
      for (const upload of $uploads.get()) cancelUpload(upload.id);
      await waitUntil(() => !$uploads.get().some((upload) => upload.state === 'uploading'));
    });
    mounted.unmount();
    xhr.restore();
  });

  const $ = <E extends Element = HTMLElement>(selector: string) =>
    mounted.shadow.querySelector<E>(selector);
  const items = () => [...mounted.shadow.querySelectorAll<HTMLElement>('.cms-upload-item')];

  it('the chooser is a labelled button that opens the file input; the limits are shown', () => {
    const button = [...mounted.shadow.querySelectorAll('button')].find(
      (node) => node.textContent === 'Choose files',
    );
    expect(button, 'keyboard path to the file chooser').to.exist;
    const input = $<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).to.equal('image/*');
    expect(input.multiple).to.equal(true);
    expect($('.cms-drop-area__hint')?.textContent).to.contain('image/*').and.contain('1 kB');
  });

  it('opens with the focus on the chooser, its one main action', async () => {
    await waitUntil(
      () => (mounted.shadow.activeElement as HTMLElement | null)?.textContent === 'Choose files',
      'the chooser button has the focus',
    );
  });

  it('lists each chosen file with progress, then the stored result', async () => {
    await act(async () =>
      choose($<HTMLInputElement>('input[type="file"]')!, [fileOf('boat.png', 'image/png', 200)]),
    );
    expect(items()).to.have.length(1);
    const bar = items()[0].querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Uploading boat.png');
    await act(async () => xhr.requests[0].progress(100, 200));
    expect(bar.getAttribute('aria-valuenow')).to.equal('50');
    await act(async () => xhr.requests[0].progress(200, 200));
    expect(bar.getAttribute('aria-valuenow'), 'capped until the answer').to.equal('95');
    expect(items()[0].querySelector('.cms-upload-item__cancel'), 'no cancel once sent').to.equal(
      null,
    );
    await act(async () => {
      xhr.requests[0].answer(200, { data: imageRow(true) });
      await waitUntil(() => $uploads.get()[0]?.state === 'done');
    });
    expect(items()[0].querySelector('[role="progressbar"]')).to.equal(null);
    expect(items()[0].textContent).to.contain('Uploaded');
    expect(uploaded.map((file) => file.id)).to.deep.equal([4]);
    expect($('.cms-upload-dialog__summary')?.textContent).to.equal('1 of 1 uploaded');
  });

  it('a refused file shows the cloud-off icon and the reason on its own row', async () => {
    await act(async () =>
      choose($<HTMLInputElement>('input[type="file"]')!, [
        fileOf('notes.txt', 'text/plain', 10),
        fileOf('big.png', 'image/png', MAX + 1),
        fileOf('ok.png', 'image/png', 10),
      ]),
    );
    const [notes, big, ok] = items();
    expect(notes.dataset.state).to.equal('failed');
    expect(notes.querySelector('[role="img"]')?.getAttribute('aria-label')).to.equal('Failed');
    expect(notes.querySelector('[role="alert"]')?.textContent).to.equal(
      "notes.txt can't be uploaded. It is not a valid file type for this field.",
    );
    expect(big.querySelector('[role="alert"]')?.textContent).to.contain(
      'Upload exceeds max size: big.png',
    );
    expect(ok.dataset.state, 'the others go on').to.equal('uploading');
    expect(xhr.requests).to.have.length(1);
  });

  it('the cancel button stops a running upload', async () => {
    await act(async () =>
      choose($<HTMLInputElement>('input[type="file"]')!, [fileOf('slow.png', 'image/png', 900)]),
    );
    await act(async () => xhr.requests[0].progress(300, 900));
    const cancel = items()[0].querySelector<HTMLButtonElement>('.cms-upload-item__cancel')!;
    expect(cancel.getAttribute('aria-label')).to.equal('Cancel the upload of slow.png');
    await act(async () => {
      cancel.click();
      await waitUntil(() => $uploads.get()[0]?.state === 'cancelled');
    });
    expect(xhr.requests[0].aborted).to.equal(true);
    expect(items()[0].dataset.state).to.equal('cancelled');
    expect(items()[0].textContent).to.contain('Cancelled');
    expect(uploaded).to.deep.equal([]);
  });

  it('the server refusal text shows on the file', async () => {
    await act(async () =>
      choose($<HTMLInputElement>('input[type="file"]')!, [fileOf('a.png', 'image/png', 10)]),
    );
    await act(async () =>
      xhr.requests[0].answer(413, { error: { code: 601, message: 'too big' } }),
    );
    await waitUntil(() => items()[0].dataset.state === 'failed');
    expect(items()[0].querySelector('[role="alert"]')?.textContent).to.equal(
      'Your server is not configured to handle uploads of this size.',
    );
  });

  it('the web address tab refuses an address that is not http(s) in its hint', async () => {
    const tab = [...mounted.shadow.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (node) => node.textContent === 'Web address',
    )!;
    await clickOn(tab);
    const input = $<HTMLInputElement>('input[type="url"]')!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, 'javascript:alert(1)');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => $<HTMLFormElement>('form.cms-upload-url')!.requestSubmit());
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect($('.cms-upload-url .cms-field__hint')?.textContent).to.contain('http://');
    expect(items(), 'nothing started').to.have.length(0);
  });
});

describe('DropZone', () => {
  let mounted: ShadowMounted;
  let xhr: StubbedXhr;

  beforeEach(async () => {
    resetStores();
    $uploads.set([]);
    $projects.set([
      project('alpha', {
        authenticated: true,
        data: { project_name: 'Alpha', max_upload_size: MAX },
      }),
    ]);
    xhr = stubXhr();
    mounted = await mountInShadow(
      createElement(
        DropZone,
        { project: 'alpha', folder: 3 },
        createElement('p', { id: 'content' }, 'Library'),
      ),
    );
  });
  afterEach(async () => {
    await act(async () => {
      for (const request of xhr.requests) if (!request.answered && !request.aborted) request.fail();
      await waitUntil(() => !$uploads.get().some((upload) => upload.state === 'uploading'));
    });
    mounted.unmount();
    xhr.restore();
  });

  it('shows an overlay while files are dragged over it and uploads what is dropped', async () => {
    const content = mounted.shadow.getElementById('content')!;
    const files = [fileOf('one.png', 'image/png', 10), fileOf('two.png', 'image/png', 10)];
    await act(async () => content.dispatchEvent(dragEvent('dragenter', files)));
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')?.textContent).to.equal(
      'Drop to upload',
    );
    const over = dragEvent('dragover', files);
    await act(async () => content.dispatchEvent(over));
    expect(over.defaultPrevented, 'the zone accepts the drop').to.equal(true);
    await act(async () => content.dispatchEvent(dragEvent('drop', files)));
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')).to.equal(null);
    expect(
      xhr.requests.map((request) => (request.body?.get('data') as File | null)?.name),
    ).to.deep.equal(['one.png', 'two.png']);
    expect(xhr.requests[0].body?.get('folder')).to.equal('3');
    expect(mounted.shadow.querySelectorAll('.cms-upload-tray .cms-upload-item')).to.have.length(2);
  });

  it('the overlay goes when the drag leaves without dropping', async () => {
    const content = mounted.shadow.getElementById('content')!;
    const files = [fileOf('one.png', 'image/png', 10)];
    await act(async () => content.dispatchEvent(dragEvent('dragenter', files)));
    await act(async () => content.dispatchEvent(dragEvent('dragleave', files)));
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')).to.equal(null);
    expect(xhr.requests).to.have.length(0);
  });
});

describe('DropZone with the upload dialog inside it', () => {
  let mounted: ShadowMounted;
  let xhr: StubbedXhr;

  beforeEach(async () => {
    resetStores();
    $uploads.set([]);
    $projects.set([
      project('alpha', {
        authenticated: true,
        data: { project_name: 'Alpha', max_upload_size: MAX },
      }),
    ]);
    xhr = stubXhr();
    mounted = await mountInShadow(
      createElement(
        DropZone,
        { project: 'alpha' },
        createElement('p', { id: 'content' }, 'Library'),
        createElement(UploadDialog, { open: true, project: 'alpha', onClose: () => undefined }),
      ),
    );
  });
  afterEach(async () => {
    await act(async () => {
      for (const request of xhr.requests) if (!request.answered && !request.aborted) request.fail();
      await waitUntil(() => !$uploads.get().some((upload) => upload.state === 'uploading'));
    });
    mounted.unmount();
    xhr.restore();
  });

  it('a drop on the dialog is uploaded once, and the zone overlay does not stay', async () => {
    const content = mounted.shadow.getElementById('content')!;
    const area = mounted.shadow.querySelector<HTMLElement>('.cms-drop-area')!;
    const files = [fileOf('one.png', 'image/png', 10)];
    await act(async () => content.dispatchEvent(dragEvent('dragenter', files)));
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')).to.exist;
    // The pointer moves from the library onto the dialog's drop area, and drops there.
    await act(async () => {
      area.dispatchEvent(dragEvent('dragenter', files));
      content.dispatchEvent(dragEvent('dragleave', files));
    });
    expect(area.dataset.dragging).to.equal('true');
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')).to.equal(null);
    await act(async () => area.dispatchEvent(dragEvent('drop', files)));
    expect(xhr.requests).to.have.length(1);
    expect(mounted.shadow.querySelector('.cms-drop-zone__overlay')).to.equal(null);
    expect(area.dataset.dragging).to.equal(undefined);
    expect(mounted.shadow.querySelector('.cms-upload-tray'), 'listed in the dialog only').to.equal(
      null,
    );
  });
});

describe('FileThumbnail', () => {
  let mounted: ShadowMounted | undefined;
  beforeEach(() => {
    resetStores();
  });
  afterEach(() => mounted?.unmount());

  it('shows the whitelist size from the API root in use, lazily, with its alt text', async () => {
    setApiRoot('http://127.0.0.1:9/cms/');
    mounted = await mountInShadow(
      createElement(FileThumbnail, { file: imageRow(true), size: 'medium', alt: 'Harbour' }),
    );
    const image = mounted.shadow.querySelector('img')!;
    expect(image.getAttribute('src')).to.equal(
      'http://127.0.0.1:9/cms/alpha/assets/h4?key=directus-medium-crop',
    );
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(image.alt).to.equal('Harbour');
  });

  it('a broken image falls back to the icon, still named', async () => {
    setApiRoot(CLOSED_API);
    mounted = await mountInShadow(
      createElement(FileThumbnail, { file: imageRow(true), size: 'small', alt: 'Harbour' }),
    );
    const image = mounted.shadow.querySelector('img')!;
    // The thumbnail cannot load (nothing listens there): the browser fires error, the icon shows.
    await act(async () => {
      if (!image.complete)
        await new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
    });
    await waitUntil(() => mounted?.shadow.querySelector('img') === null, 'the icon replaces it');
    expect(image.isConnected).to.equal(false);
    expect(
      mounted.shadow
        .querySelector('.cms-file-thumb--icon [role="img"]')
        ?.getAttribute('aria-label'),
    ).to.equal('Harbour');
  });

  it('a file without thumbnails shows an icon and its extension', async () => {
    mounted = await mountInShadow(
      createElement(FileThumbnail, { file: imageRow(false), size: 'medium', alt: '' }),
    );
    expect(mounted.shadow.querySelector('img')).to.equal(null);
    expect(mounted.shadow.querySelector('.cms-file-thumb__badge')?.textContent).to.equal('JPG');
    expect(
      mounted.shadow.querySelector('svg')?.getAttribute('aria-hidden'),
      'decorative with alt ""',
    ).to.equal('true');
  });
});
