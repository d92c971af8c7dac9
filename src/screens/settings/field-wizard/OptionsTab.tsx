import { useT } from '../../../i18n/use-t.js';
import { OptionsForm } from '../../../interfaces/interface-options/OptionsForm.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';

interface OptionsTabProps {
  collection: string;
  definition: InterfaceDefinition;
  options: Record<string, unknown>;
  onChange(options: Record<string, unknown>): void;
}

/**
 * The last step: every option of the interface, each edited with the interface it names (a plain
 * input when that one is not bundled); advanced ones behind a disclosure.
 */
export function OptionsTab({ collection, definition, options, onChange }: OptionsTabProps) {
  const { t } = useT();
  const all = definition.options ?? [];
  if (all.length === 0) {
    return <p className="cms-field-wizard__empty">{t('settings_wizard.options_none')}</p>;
  }
  return (
    <OptionsForm
      collection={collection}
      definition={definition}
      options={options}
      onChange={onChange}
    />
  );
}
