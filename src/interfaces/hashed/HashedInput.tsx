import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { DEFAULT_PLACEHOLDER } from './placeholder.js';

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * A `hash` field: the server hashes what is typed when the item is saved, so the stored value (a
 * hash, when the server sends one) is never put in the input; a note says one is stored. Typing
 * stages the text; emptying the input stages the stored value back, so the form unstages it.
 * `hide` masks the text (with a show/hide button); `placeholder` is the hint.
 */
export function HashedInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  // What this input staged: only that is ever shown. Anything else is what the item holds.
  const [typed, setTyped] = useState('');
  const stored = useRef(value);
  const ours = typed !== '' && value === typed;
  if (!ours && value !== stored.current) stored.current = value;
  const shown = ours ? typed : '';
  const [masked, setMasked] = useState(options.hide === true);
  const isStored = hasValue(stored.current);

  if (readonly) {
    return (
      <p className="cms-password__note" id={id}>
        {isStored
          ? t('catalogue_interfaces.hashed_stored')
          : t('catalogue_interfaces.hashed_empty')}
      </p>
    );
  }

  const placeholder =
    typeof options.placeholder === 'string' &&
    options.placeholder !== '' &&
    options.placeholder !== DEFAULT_PLACEHOLDER
      ? options.placeholder
      : t('catalogue_interfaces.hashed_placeholder');
  const hideLabel = masked
    ? t('catalogue_interfaces.hashed_show')
    : t('catalogue_interfaces.hashed_hide');
  return (
    <div className="cms-password cms-hashed">
      <div className="cms-password__row">
        <input
          id={id}
          className="cms-field__control cms-password__control"
          type={masked ? 'password' : 'text'}
          value={shown}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={isStored ? `${id}-stored` : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            onChange(text === '' ? stored.current : text);
          }}
        />
        {options.hide === true ? (
          <button
            type="button"
            className="cms-password__toggle"
            aria-pressed={!masked}
            aria-controls={id}
            title={hideLabel}
            onClick={() => setMasked((current) => !current)}
          >
            <Icon name={masked ? 'visibility' : 'visibility_off'} size={18} label={hideLabel} />
          </button>
        ) : null}
      </div>
      {isStored ? (
        <p className="cms-field__hint" id={`${id}-stored`}>
          {t('catalogue_interfaces.hashed_replace')}
        </p>
      ) : null}
    </div>
  );
}
