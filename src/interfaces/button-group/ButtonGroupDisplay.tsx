import { Icon, iconFor } from '../../ui/Icon.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { buttonChoiceSets } from './button-choices.js';

/** The chosen button's icon and label, else the stored value as text. */
export function ButtonGroupDisplay({ value, options }: DisplayProps) {
  const choice =
    value == null
      ? undefined
      : buttonChoiceSets(options.choices)
          .flat()
          .find((one) => one.value === String(value));
  if (!choice) return <span className="cms-display">{displayText(value)}</span>;
  return (
    <span className="cms-display cms-button-group-display">
      {choice.icon ? <Icon name={iconFor(choice.icon, 'extension')} size={18} /> : null}
      <span>{choice.label === '' ? choice.value : choice.label}</span>
    </span>
  );
}
