import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Markdown } from '../../ui/Markdown.js';
import type { InputProps } from '../registry.js';

/** A Markdown textarea with a preview (ui/Markdown builds React elements: nothing unescaped). */
export function MarkdownInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const [preview, setPreview] = useState(false);
  const text = value == null ? '' : String(value);
  return (
    <div className="cms-markdown-input">
      <div className="cms-markdown-input__tabs">
        <button type="button" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {preview ? t('interfaces.markdown_edit') : t('interfaces.markdown_preview')}
        </button>
      </div>
      {preview ? (
        <div className="cms-markdown-input__preview" id={id} tabIndex={-1}>
          <Markdown source={text} />
        </div>
      ) : (
        <textarea
          id={id}
          className="cms-field__control"
          value={text}
          readOnly={readonly}
          rows={typeof options.rows === 'number' ? options.rows : 10}
          placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </div>
  );
}
