// The MIME type of an upload, decided by the server from the file's first bytes (as v8 did with
// finfo; the extension only tells text formats and same-container formats apart, never a binary's
// type); the type a client claims is never trusted (it becomes the Content-Type of every asset
// response). Also: the file_mimetype_whitelist check and extensions.

/** How many leading bytes sniffing looks at. */
export const SNIFF_BYTES = 4100;

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  psd: 'image/vnd.adobe.photoshop',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  ogv: 'video/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  txt: 'text/plain',
  text: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  rtf: 'application/rtf',
};

/** Extensions for types whose extension cannot be read from a name (imports, data URIs). */
const TYPE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/tiff': 'tif',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
  'image/vnd.adobe.photoshop': 'psd',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'application/json': 'json',
  'application/xml': 'xml',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-msvideo': 'avi',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/markdown': 'md',
};

/** Zip-based formats recognised by extension once the bytes say "zip". */
const ZIP_FORMATS = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub']);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,16})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

export function typeForExtension(extension: string): string | undefined {
  return EXTENSION_TYPES[extension.toLowerCase()];
}

export function extensionForType(type: string): string | undefined {
  return TYPE_EXTENSIONS[type];
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  // A multi-byte character cut at the end of the sample is not an error.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back];
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

function textType(bytes: Buffer, extension: string): string {
  const head = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Skip an XML declaration, comments and a doctype before the first element.
  const start = head
    .replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?/, '')
    .replace(/^(\s*<!--[\s\S]*?-->\s*)+/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[\s\S]*?>\s*/i, '');
  if (/^<svg[\s>]/i.test(start)) return 'image/svg+xml';
  if (/^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>])/i.test(start)) {
    return 'text/html';
  }
  const byExtension = typeForExtension(extension);
  if (byExtension && (byExtension.startsWith('text/') || /json|xml|yaml|rtf/.test(byExtension))) {
    return byExtension;
  }
  if (/^\s*<\?xml/i.test(head)) return 'application/xml';
  return 'text/plain';
}

/**
 * The MIME type of a file from its first bytes (SNIFF_BYTES of them) and its name: known binary
 * signatures first, then text (SVG and HTML recognised by their content, others by extension),
 * else application/octet-stream.
 */
export function sniffType(bytes: Buffer, name: string): string {
  const extension = extensionOf(name);
  if (bytes.length === 0) return typeForExtension(extension) ?? 'application/octet-stream';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const kind = ascii(bytes, 8, 12);
    if (kind === 'WEBP') return 'image/webp';
    if (kind === 'WAVE') return 'audio/wav';
    if (kind === 'AVI ') return 'video/x-msvideo';
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff';
  }
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
    if (brand.startsWith('M4A')) return 'audio/mp4';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  if (ascii(bytes, 0, 4) === '8BPS') return 'image/vnd.adobe.photoshop';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return ZIP_FORMATS.has(extension) ? (typeForExtension(extension) as string) : 'application/zip';
  }
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'application/x-7z-compressed';
  if (ascii(bytes, 0, 4) === 'Rar!') return 'application/vnd.rar';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) {
    return 'audio/mpeg';
  }
  if (ascii(bytes, 0, 4) === 'OggS') return extension === 'ogv' ? 'video/ogg' : 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return extension === 'mkv' ? 'video/x-matroska' : 'video/webm';
  }
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 14) return 'image/bmp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (ascii(bytes, 0, 4) === 'wOFF') return 'font/woff';
  if (ascii(bytes, 0, 4) === 'wOF2') return 'font/woff2';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const legacy = typeForExtension(extension);
    return legacy && /ms(word|-excel|-powerpoint)/.test(legacy)
      ? legacy
      : 'application/x-ole-storage';
  }
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || ascii(bytes, 0, 4) === 'true') {
    return 'font/ttf';
  }
  if (ascii(bytes, 0, 4) === 'OTTO') return 'font/otf';
  if (isUtf8Text(bytes)) return textType(bytes, extension);
  // Binary bytes of no known signature: the name is the client's claim and never decides (an
  // executable named .jpg must not pass an image/* whitelist).
  return 'application/octet-stream';
}

/** v8's `charset`: the text encoding of text files, `binary` for everything else. */
export function charsetOf(bytes: Buffer, type: string): string {
  const textual = type.startsWith('text/') || /json|xml|svg|yaml|javascript/.test(type);
  if (!textual) return 'binary';
  return bytes.every((byte) => byte < 0x80) ? 'us-ascii' : 'utf-8';
}

/** The entries of the file_mimetype_whitelist setting (CSV or a JSON array). */
export function parseWhitelist(value: string | null | undefined): string[] {
  if (!value) return [];
  let entries: unknown = value;
  if (value.trim().startsWith('[')) {
    try {
      entries = JSON.parse(value);
    } catch {
      entries = value;
    }
  }
  const list = Array.isArray(entries) ? entries.map(String) : String(entries).split(',');
  return list.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
}

/** Whether `type` matches the whitelist (empty: everything; `image/*` wildcards). */
export function typeAllowed(type: string, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0) return true;
  const lower = type.toLowerCase();
  return whitelist.some((entry) =>
    entry.endsWith('/*') ? lower.startsWith(entry.slice(0, -1)) : entry === lower,
  );
}

/** Types that are safe to show inline from the API's origin (no script can run in them). */
export function isInlineSafe(type: string): boolean {
  if (type === 'image/svg+xml') return false;
  return (
    type.startsWith('image/') ||
    type.startsWith('video/') ||
    type.startsWith('audio/') ||
    type === 'application/pdf' ||
    type === 'text/plain'
  );
}
