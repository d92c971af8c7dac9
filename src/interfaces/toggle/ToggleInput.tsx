import type { InputProps } from '../registry.js';
import { isOn } from './is-on.js';
import { toggleLabel } from './toggle-labels.js';

/**
 * A switch, or a plain checkbox with the `checkbox` option; beside it the text of its state
 * (`labelOn` / `labelOff`). The form's label names the control, the state text describes it.
 */
export function ToggleInput({ value, options, readonly, onChange, id }: InputProps) {
  const on = isOn(value);
  const label = toggleLabel(options, on);
  const checkbox = options.checkbox === true;
  return (
    <span className={`cms-toggle${checkbox ? ' cms-toggle--checkbox' : ' cms-toggle--switch'}`}>
      <input
        id={id}
        type="checkbox"
        role={checkbox ? undefined : 'switch'}
        aria-checked={checkbox ? undefined : on}
        aria-describedby={label ? `${id}-state` : undefined}
        checked={on}
        disabled={readonly}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label ? (
        <span id={`${id}-state`} className="cms-toggle__label">
          {label}
        </span>
      ) : null}
    </span>
  );
}
