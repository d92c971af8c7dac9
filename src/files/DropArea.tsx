import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { type AcceptList, acceptEntries } from './upload-checks.js';
import { type DroppedFiles, useFileDrop } from './use-file-drop.js';
import './register-files-styles.js';

interface DropAreaProps {
  accept?: AcceptList;
  multiple?: boolean;
  /** The size limit as people read it ("2 MB"), when known. */
  maxSizeText?: string | null;
  onFiles(dropped: DroppedFiles): void;
  /** Focus the chooser button on mount (the dialog's first useful step). */
  autoFocus?: boolean;
}

/**
 * The "drag files here, or choose them" box of the upload dialog. The button opens the system's
 * file chooser: the keyboard's way in, since dragging needs a pointer.
 */
export function DropArea({
  accept,
  multiple = true,
  maxSizeText,
  onFiles,
  autoFocus = false,
}: DropAreaProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  // The autofocus attribute (React's autoFocus sets none): the dialog's own focusing, when it
  // opens after this has mounted, then starts on the chooser rather than on the first tab stop.
  useLayoutEffect(() => {
    const button = area.current?.querySelector<HTMLButtonElement>('.cms-button');
    if (autoFocus) button?.setAttribute('autofocus', '');
    else button?.removeAttribute('autofocus');
  }, [autoFocus]);
  const { dragging, handlers } = useFileDrop(onFiles);
  const types = acceptEntries(accept);
  return (
    <div ref={area} className="cms-drop-area" data-dragging={dragging || undefined} {...handlers}>
      <Icon name="cloud_upload" size={48} className="cms-drop-area__icon" />
      <p className="cms-drop-area__text">
        {multiple ? t('uploads.drop_here') : t('uploads.drop_here_one')}
        <span className="cms-drop-area__or">{t('uploads.or')}</span>
      </p>
      <Button variant="primary" onClick={() => input.current?.click()}>
        {multiple ? t('uploads.choose_files') : t('uploads.choose_file')}
      </Button>
      <input
        ref={input}
        type="file"
        className="cms-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={types.length > 0 ? types.join(',') : undefined}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again fires a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles({ files, folders: [] });
        }}
      />
      {types.length > 0 || maxSizeText ? (
        <p className="cms-drop-area__hint">
          {types.length > 0 ? (
            <span>{t('uploads.accepted_types', { types: types.join(', ') })}</span>
          ) : null}
          {maxSizeText ? <span>{t('uploads.max_size', { max: maxSizeText })}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
