import { expect } from '@open-wc/testing';
import { childFolders, folderPath } from '../../src/api/folders.js';
import { embedSource } from '../../src/screens/files/embed-source.js';
import { formatDuration } from '../../src/screens/files/file-duration.js';
import { fileKind, fileTypeBadge } from '../../src/screens/files/file-kind.js';
import { metadataGroups, metadataLabel } from '../../src/screens/files/file-metadata.js';

// The file library's pure parts: the folder tree, file kinds and badges, embed players built from
// the id only, and EXIF/IPTC as readable lines.

describe('file library parts', () => {
  const folders = [
    { id: 1, name: 'Trips', parent_folder: null },
    { id: 2, name: 'Winter', parent_folder: 1 },
    { id: 3, name: 'Alps', parent_folder: 2 },
    { id: 4, name: 'Archive', parent_folder: null },
    // A loop in broken data must not hang the breadcrumb.
    { id: 5, name: 'Loop A', parent_folder: 6 },
    { id: 6, name: 'Loop B', parent_folder: 5 },
  ];

  it('walks the folder path from the root and lists a folder’s children by name', () => {
    expect(folderPath(folders, 3).map((folder) => folder.name)).to.deep.equal([
      'Trips',
      'Winter',
      'Alps',
    ]);
    expect(folderPath(folders, null)).to.deep.equal([]);
    expect(folderPath(folders, 99)).to.deep.equal([]);
    expect(folderPath(folders, 5).map((folder) => folder.id)).to.deep.equal([6, 5]);
    expect(childFolders(folders, null).map((folder) => folder.name)).to.deep.equal([
      'Archive',
      'Trips',
    ]);
  });

  it('tells file kinds and short type badges apart', () => {
    expect(fileKind({ type: 'image/jpeg' })).to.equal('image');
    expect(fileKind({ type: 'embed/youtube' })).to.equal('embed');
    expect(fileKind({ type: 'application/pdf' })).to.equal('pdf');
    expect(fileKind({ type: 'video/mp4' })).to.equal('video');
    expect(fileKind({ type: 'application/zip' })).to.equal('archive');
    expect(fileKind({ type: null })).to.equal('other');
    expect(fileTypeBadge({ type: 'image/jpeg' })).to.equal('JPG');
    expect(fileTypeBadge({ type: 'image/svg+xml' })).to.equal('SVG');
    expect(fileTypeBadge({ type: 'image/png' })).to.equal('PNG');
    expect(fileTypeBadge({ type: 'embed/vimeo' })).to.equal('Vimeo');
    expect(
      fileTypeBadge({
        type: 'application/vnd.oasis.opendocument.text',
        filename_download: 'letter.odt',
      }),
    ).to.equal('ODT');
    expect(
      fileTypeBadge({ type: 'application/octet-stream', filename_download: 'dump.bin' }),
    ).to.equal('BIN');
    expect(fileTypeBadge({ type: null, filename_download: 'noext' })).to.equal('');
    expect(formatDuration(65)).to.equal('1:05');
    expect(formatDuration(3725)).to.equal('1:02:05');
    expect(formatDuration(null)).to.equal('');
  });

  it('builds player addresses from a well-formed embed id only', () => {
    expect(embedSource({ type: 'embed/youtube', embed: 'dQw4w9WgXcQ' })?.src).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedSource({ type: 'embed/vimeo', embed: '76979871' })?.src).to.equal(
      'https://player.vimeo.com/video/76979871',
    );
    // Anything else in the column gives no frame at all.
    expect(embedSource({ type: 'embed/youtube', embed: 'x"><script>' })).to.equal(null);
    expect(embedSource({ type: 'embed/youtube', embed: 'javascript:alert(1)' })).to.equal(null);
    expect(embedSource({ type: 'embed/vimeo', embed: '../../evil' })).to.equal(null);
    expect(embedSource({ type: 'image/png', embed: 'dQw4w9WgXcQ' })).to.equal(null);
  });

  it('reads EXIF and IPTC as labelled, unit-bearing lines', () => {
    expect(metadataLabel('DateTimeOriginal')).to.equal('Date time original');
    expect(metadataLabel('ISOSpeedRatings')).to.equal('ISO speed ratings');
    const groups = metadataGroups(
      JSON.stringify({
        exif: { Make: 'Nikon', ExposureTime: 0.004, FNumber: 2.8, FocalLength: 35, Empty: '' },
        iptc: { keywords: ['fjord', 'dusk'] },
      }),
    );
    expect(groups.map((group) => group.name)).to.deep.equal(['exif', 'iptc']);
    expect(groups[0]!.entries).to.deep.equal([
      { label: 'Make', value: 'Nikon' },
      { label: 'Exposure time', value: '1/250 s' },
      { label: 'F number', value: 'f/2.8' },
      { label: 'Focal length', value: '35 mm' },
    ]);
    expect(groups[1]!.entries).to.deep.equal([{ label: 'Keywords', value: 'fjord, dusk' }]);
    expect(metadataGroups(null)).to.deep.equal([]);
    expect(metadataGroups('not json')).to.deep.equal([]);
  });
});
