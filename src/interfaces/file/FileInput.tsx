import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FileRow } from '../../api/files.js';
import { acceptEntries } from '../../files/upload-checks.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { FilePreviewCard } from './FilePreviewCard.js';
import { type FileSource, FileSourceDialogs } from './FileSourceDialogs.js';
import { fileKeyOf } from './file-value.js';
import { useFileRow } from './use-file-row.js';

const FILES = 'directus_files';

/**
 * A field pointing at one directus_files row: a preview card (thumbnail, title, type, size) and
 * the ways to set it: choose from the library (the file browser in picker mode, in a dialog),
 * upload a file or import one from a URL (the upload dialog), or clear it. The staged value is the
 * chosen file's key; the card shows the row the choice came with, so nothing is read again.
 * Options: `accept` (MIME types the field takes, `image/*` wildcards), `crop` (thumbnail fit).
 */
export function FileInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const grants = useGrants();
  const [chosen, setChosen] = useState<FileRow | null>(null);
  const [dialog, setDialog] = useState<FileSource | null>(null);
  const { file, loading, failed } = useFileRow(value, chosen);
  const key = fileKeyOf(value);
  const accept = acceptEntries(options.accept as string | string[] | undefined);
  const fit = options.crop === false ? 'contain' : 'crop';

  const choose = (next: FileRow | null) => {
    setChosen(next);
    setDialog(null);
    onChange(next ? next.id : null);
  };
  const mayBrowse = mayAtAll(grants, FILES, 'read');
  const mayUpload = mayAtAll(grants, FILES, 'create');

  return (
    // A group named by the field's label: the buttons keep their own names (a label pointing at
    // one of them would rename it "Cover image").
    <fieldset
      id={id}
      className="cms-file-input"
      aria-labelledby={`${id}-label`}
      data-invalid={invalid || undefined}
    >
      {key === null ? (
        <div className="cms-file-input__empty">
          <Icon name="photo" size={36} />
          <span>{t('file_interfaces.no_file')}</span>
        </div>
      ) : (
        <FilePreviewCard file={file} fileKey={key} loading={loading} failed={failed} fit={fit} />
      )}
      {readonly || !project ? null : (
        <div className="cms-file-input__actions">
          {mayBrowse ? (
            <Button aria-haspopup="dialog" onClick={() => setDialog('library')}>
              <Icon name="folder" size={18} />
              {t('file_interfaces.choose_from_library')}
            </Button>
          ) : null}
          {mayUpload ? (
            <Button aria-haspopup="dialog" onClick={() => setDialog('upload')}>
              <Icon name="cloud_upload" size={18} />
              {t('file_interfaces.upload_or_import')}
            </Button>
          ) : null}
          {key !== null ? (
            <Button onClick={() => choose(null)}>
              <Icon name="close" size={18} />
              {t('file_interfaces.clear')}
            </Button>
          ) : null}
        </div>
      )}
      {project ? (
        <FileSourceDialogs
          project={project}
          open={dialog}
          multiple={false}
          accept={accept}
          onClose={() => setDialog(null)}
          onChoose={(files) => {
            if (files[0]) choose(files[0]);
            else setDialog(null);
          }}
          onUploaded={(uploaded) => choose(uploaded)}
        />
      ) : null}
    </fieldset>
  );
}
