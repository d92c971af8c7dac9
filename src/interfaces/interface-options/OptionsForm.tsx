import { useT } from '../../i18n/use-t.js';
import type { InterfaceDefinition, InterfaceOption } from '../registry.js';
import { OptionInput } from './OptionInput.js';

interface OptionsFormProps {
  collection: string;
  /** The interface whose options these are. */
  definition: InterfaceDefinition;
  /** The stored options; an option left unset shows (and is read by its siblings as) its default. */
  options: Record<string, unknown>;
  readonly?: boolean;
  onChange(options: Record<string, unknown>): void;
}

/** The options an interface takes, each with its own editor; advanced ones behind a disclosure. */
export function OptionsForm({
  collection,
  definition,
  options,
  readonly = false,
  onChange,
}: OptionsFormProps) {
  const { t } = useT();
  const definitions = definition.options ?? [];
  const withDefaults: Record<string, unknown> = {};
  for (const option of definitions) {
    if (option.default !== undefined) withDefaults[option.name] = option.default;
  }
  Object.assign(withDefaults, options);
  const basic = definitions.filter((option) => !option.advanced);
  const advanced = definitions.filter((option) => option.advanced);
  const render = (option: InterfaceOption) => (
    <OptionInput
      key={option.name}
      collection={collection}
      interfaceId={definition.id}
      option={option}
      options={withDefaults}
      readonly={readonly}
      onChange={(value) => onChange({ ...options, [option.name]: value })}
    />
  );
  return (
    <div className="cms-option-form">
      {basic.map(render)}
      {advanced.length > 0 ? (
        <details className="cms-option-form__advanced">
          <summary>{t('settings_wizard.options_advanced')}</summary>
          <div className="cms-option-form">{advanced.map(render)}</div>
        </details>
      ) : null}
    </div>
  );
}
