import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import { DisplayValue } from '../../../layouts/DisplayValue.js';
import { $collections, $relations } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { Notice } from '../../../ui/Notice.js';
import { optionDefaults } from '../field-wizard/field-draft.js';
import { OptionsTab } from '../field-wizard/OptionsTab.js';
import { useDatabaseVendor } from '../field-wizard/use-database-vendor.js';
import { DebuggerPreview } from './DebuggerPreview.js';
import { DebuggerSettings } from './DebuggerSettings.js';
import {
  type DebuggerState,
  initialDebuggerState,
  outputJson,
  previewField,
  previewValues,
} from './debugger-state.js';
import type { InterfaceSource } from './installed-interfaces.js';
import { previewRelationKey, previewRelations } from './preview-relation.js';
import { SourceBadge } from './SourceBadge.js';
import '../field-wizard/register-field-wizard-styles.js';

interface DebuggerWorkbenchProps {
  project: string;
  definition: InterfaceDefinition;
  source: InterfaceSource;
  version: string | null;
}

/**
 * The debugger's working area: the live preview over a sample item, the value it hands out (as
 * JSON) and its listing display, then the settings and the interface's own options. Nothing is
 * saved: every change only re-renders the preview.
 */
export function DebuggerWorkbench({
  project,
  definition,
  source,
  version,
}: DebuggerWorkbenchProps) {
  const { t } = useT();
  const collections = useStore($collections);
  const relations = useStore($relations);
  // The MySQL rules apply until the project says otherwise (v8 knew only MySQL).
  const vendor = useDatabaseVendor(project, true);
  const [state, setState] = useState<DebuggerState>(() =>
    initialDebuggerState(definition, collections),
  );
  const [initialValue] = useState(() => state.value);
  const headingId = useId();

  const candidates = useMemo(
    () => previewRelations(definition, relations, collections),
    [definition, relations, collections],
  );
  const relation =
    candidates.find((entry) => previewRelationKey(entry) === state.relationKey) ??
    candidates[0] ??
    null;
  const field = previewField(definition, state, relation, vendor ?? 'mysql');
  const values = previewValues(state, field, collections);
  const change = (changes: Partial<DebuggerState>) =>
    setState((current) => ({ ...current, ...changes }));

  return (
    <div className="cms-page cms-interface-debugger" data-interface={definition.id}>
      <p className="cms-interface-debugger__meta">
        <code>{definition.id}</code>
        <span>{version ?? t('settings_interfaces.version_unknown')}</span>
        <span>{definition.types.join(', ') || t('settings_interfaces.types_none')}</span>
        <SourceBadge source={source} />
      </p>
      {source === 'server' ? (
        <Notice title={t('settings_interfaces.server_preview_title')}>
          {t('settings_interfaces.server_preview_body')}
        </Notice>
      ) : null}

      <DebuggerPreview
        field={field}
        values={values}
        loading={state.loading}
        value={state.value}
        initialValue={initialValue}
        onChange={(value) => change({ value })}
      />

      <div className="cms-interface-debugger__results">
        <section className="cms-interface-debugger__panel" aria-labelledby={`${headingId}-output`}>
          <div className="cms-interface-debugger__panel-head">
            <h2 className="cms-settings-heading" id={`${headingId}-output`}>
              {t('settings_interfaces.output')}
            </h2>
            <Button onClick={() => change({ value: initialValue })}>
              <Icon name="refresh" size={18} />
              {t('settings_interfaces.value_reset')}
            </Button>
          </div>
          <p className="cms-field__hint">{t('settings_interfaces.output_hint')}</p>
          <pre className="cms-interface-debugger__output" data-output="">
            <code>{outputJson(state.value)}</code>
          </pre>
        </section>
        <section className="cms-interface-debugger__panel" aria-labelledby={`${headingId}-display`}>
          <h2 className="cms-settings-heading" id={`${headingId}-display`}>
            {t('settings_interfaces.display')}
          </h2>
          <p className="cms-field__hint">{t('settings_interfaces.display_hint')}</p>
          <div className="cms-interface-debugger__display" data-display="">
            {state.value === null || state.value === undefined || state.value === '' ? (
              <span className="cms-interface-debugger__muted">
                {t('settings_interfaces.display_empty')}
              </span>
            ) : (
              <DisplayValue field={field} value={state.value} />
            )}
          </div>
        </section>
      </div>

      <div className="cms-interface-debugger__config">
        <section
          className="cms-interface-debugger__panel"
          aria-labelledby={`${headingId}-settings`}
        >
          <h2 className="cms-settings-heading" id={`${headingId}-settings`}>
            {t('settings_interfaces.settings')}
          </h2>
          <DebuggerSettings
            definition={definition}
            state={state}
            vendor={vendor}
            collections={collections}
            candidates={candidates}
            relation={relation}
            onChange={setState}
          />
        </section>
        <section
          className="cms-interface-debugger__panel"
          aria-labelledby={`${headingId}-options`}
          data-options=""
        >
          <div className="cms-interface-debugger__panel-head">
            <h2 className="cms-settings-heading" id={`${headingId}-options`}>
              {t('settings_interfaces.options')}
            </h2>
            {(definition.options?.length ?? 0) > 0 ? (
              <Button onClick={() => change({ options: optionDefaults(definition) })}>
                <Icon name="refresh" size={18} />
                {t('settings_interfaces.options_reset')}
              </Button>
            ) : null}
          </div>
          <OptionsTab
            collection={field.collection}
            definition={definition}
            options={state.options}
            onChange={(options) => change({ options })}
          />
        </section>
      </div>
    </div>
  );
}
