import { useId, useState } from 'react';
import type { FieldInfo } from '../../../api/types.js';
import { ItemForm } from '../../../form/ItemForm.js';
import { useT } from '../../../i18n/use-t.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { TextField } from '../../../ui/TextField.js';
import { PREVIEW_WIDTH_MAX, PREVIEW_WIDTH_MIN, previewWidthProblem } from './debugger-state.js';
import { PreviewBoundary } from './PreviewBoundary.js';

interface DebuggerPreviewProps {
  field: FieldInfo;
  values: Record<string, unknown>;
  value: unknown;
  initialValue: unknown;
  loading: boolean;
  onChange(value: unknown): void;
}

/**
 * The live preview: the interface as the item form shows it (label, required marker, field menu),
 * editing the sample item, in an area whose width can be set up to the spec's 2000 px (it scrolls
 * when wider than the screen). While "loading" is on, the field is covered and cannot be used.
 */
export function DebuggerPreview({
  field,
  values,
  value,
  initialValue,
  loading,
  onChange,
}: DebuggerPreviewProps) {
  const { t } = useT();
  const headingId = useId();
  const [width, setWidth] = useState('');
  const invalidWidth = previewWidthProblem(width);
  const stageWidth = width.trim() !== '' && !invalidWidth ? Number(width) : null;
  const edited = JSON.stringify(value) !== JSON.stringify(initialValue);

  return (
    <section className="cms-interface-debugger__panel" aria-labelledby={headingId}>
      <h2 className="cms-settings-heading" id={headingId}>
        {t('settings_interfaces.preview')}
      </h2>
      <p className="cms-field__hint">{t('settings_interfaces.sample_note')}</p>
      <div className="cms-interface-debugger__width">
        <TextField
          type="number"
          inputMode="numeric"
          min={PREVIEW_WIDTH_MIN}
          max={PREVIEW_WIDTH_MAX}
          step={10}
          label={t('settings_interfaces.preview_width')}
          value={width}
          invalid={invalidWidth}
          hint={
            invalidWidth
              ? t('settings_interfaces.preview_width_invalid', {
                  min: PREVIEW_WIDTH_MIN,
                  max: PREVIEW_WIDTH_MAX,
                })
              : t('settings_interfaces.preview_width_hint', { max: PREVIEW_WIDTH_MAX })
          }
          onChange={(event) => setWidth(event.target.value)}
        />
      </div>
      <div className="cms-interface-debugger__viewport" data-preview-viewport="">
        <div
          className="cms-interface-debugger__stage"
          data-preview=""
          data-width={stageWidth ?? 'fit'}
          style={stageWidth === null ? undefined : { width: `${stageWidth}px` }}
          aria-busy={loading || undefined}
        >
          <div className="cms-interface-debugger__form" inert={loading || undefined}>
            <PreviewBoundary
              resetKey={JSON.stringify([field.type, field.length, field.options, field.readonly])}
              fallback={<Notice color="danger">{t('settings_interfaces.preview_failed')}</Notice>}
            >
              <ItemForm
                fields={{ [field.field]: field }}
                values={values}
                edits={edited ? { [field.field]: value } : {}}
                onStage={(_name, next) => onChange(next)}
                onUndo={() => onChange(initialValue)}
                canWrite
              />
            </PreviewBoundary>
          </div>
          {loading ? (
            <div className="cms-interface-debugger__loading">
              <Loader label={t('settings_interfaces.preview_loading')} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
