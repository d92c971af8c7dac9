// The portal's "Submit a story" form: its image field is a <cms-file-library> in picker mode. The
// portal listens to cms-file-selected (it bubbles out of the element's shadow root) and keeps the
// chosen file's id in its own hidden input, showing the file's thumbnail next to it. Text only:
// nothing the API returns becomes HTML, and the thumbnail's address is checked to be http(s).
const form = document.getElementById('story-form');
const library = form.querySelector('cms-file-library');
const value = document.getElementById('story-image-value');
const thumb = document.getElementById('story-image-thumb');
const idText = document.getElementById('story-image-id');
const empty = document.getElementById('story-image-empty');
const status = document.getElementById('story-status');

/** The file's medium thumbnail (crop) as an absolute http(s) address, or null. */
function thumbnailOf(file) {
  const thumbnails = Array.isArray(file?.data?.thumbnails) ? file.data.thumbnails : [];
  const entry =
    thumbnails.find((one) => one.key === 'directus-medium-crop') ??
    thumbnails.find((one) => typeof one.url === 'string');
  if (!entry) return null;
  const url = new URL(entry.relative_url ?? entry.url, location.href);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function showImage(file) {
  value.value = String(file.id);
  idText.textContent = `File ${file.id}: ${file.title || file.filename_download || ''}`;
  idText.hidden = false;
  empty.hidden = true;
  const src = thumbnailOf(file);
  thumb.hidden = src === null;
  if (src) {
    thumb.src = src;
    thumb.alt = file.title || file.filename_download || `File ${file.id}`;
  }
}

library.addEventListener('cms-file-selected', ({ detail }) => {
  const [file] = detail.files;
  if (file) showImage(file);
});
library.addEventListener('cms-file-uploaded', ({ detail }) => {
  status.textContent = `Uploaded "${detail.file.title || detail.file.filename_download}". Choose it to use it.`;
});
library.addEventListener('cms-error', ({ detail }) => {
  status.textContent = `The image picker reported: ${detail.message}`;
});

form.addEventListener('submit', (event) => {
  // The portal would send the story to its own back end; the demo only says what it would send.
  event.preventDefault();
  const title = document.getElementById('story-title').value.trim();
  status.textContent = value.value
    ? `Ready to send "${title}" with image ${value.value}.`
    : 'Choose an image first.';
});
