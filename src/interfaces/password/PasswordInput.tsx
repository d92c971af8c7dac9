import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { $collections } from '../../state/schema.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { isNewItem } from './is-new-item.js';
import { DEFAULT_PLACEHOLDER } from './placeholder.js';

/**
 * A hash field (a password): the stored value is never shown. The server never sends a user's
 * password; other hash fields arrive as their hash, which must not reach the input either. A saved
 * item offers "Set a new password", which reveals an input with a show/hide toggle; nothing is
 * staged until something is typed, and emptying the input or "Keep the current password" stages
 * the stored value back (so the form unstages it, rather than clearing a stored hash). A new item
 * shows the input at once. Option `hide` (default on) starts the input masked; `placeholder` is
 * its hint.
 */
export function PasswordInput({
  value,
  field,
  options,
  readonly,
  values,
  onChange,
  id,
}: InputProps) {
  const { t } = useT();
  const collections = useStore($collections);
  const isNew = isNewItem(field, values, collections);
  // What this input typed: only that is ever shown. Any other value is what the item holds.
  const [typedHere, setTypedHere] = useState('');
  const stored = useRef(value);
  const ours = typedHere !== '' && value === typedHere;
  if (!ours && value !== stored.current) stored.current = value;
  const typed = ours ? typedHere : '';
  const [open, setOpen] = useState(false);
  const [masked, setMasked] = useState(options.hide !== false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openedByClick = useRef(false);
  const revealed = isNew || open || typed !== '';

  useEffect(() => {
    if (revealed && openedByClick.current) {
      openedByClick.current = false;
      inputRef.current?.focus();
    }
  }, [revealed]);

  if (readonly) {
    return (
      <p className="cms-password__note" id={id}>
        {t('user_interfaces.password_hidden')}
      </p>
    );
  }

  if (!revealed) {
    return (
      // The form's label names the group; the button keeps its own words as its name.
      <fieldset className="cms-password" id={id} aria-labelledby={`${id}-label`}>
        <button
          type="button"
          className="cms-button cms-button--secondary cms-password__set"
          onClick={() => {
            openedByClick.current = true;
            setOpen(true);
          }}
        >
          <Icon name="key" size={18} />
          {t('user_interfaces.password_set_new')}
        </button>
      </fieldset>
    );
  }

  // v8's default hint is English: shown in the admin's language instead.
  const placeholder =
    typeof options.placeholder === 'string' &&
    options.placeholder !== '' &&
    options.placeholder !== DEFAULT_PLACEHOLDER
      ? options.placeholder
      : t('user_interfaces.password_placeholder');
  return (
    <div className="cms-password">
      <div className="cms-password__row">
        <input
          ref={inputRef}
          id={id}
          className="cms-field__control cms-password__control"
          type={masked ? 'password' : 'text'}
          value={typed}
          placeholder={placeholder}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => {
            const text = event.target.value;
            setTypedHere(text);
            onChange(text === '' ? (stored.current ?? null) : text);
          }}
        />
        <button
          type="button"
          className="cms-password__toggle"
          aria-pressed={!masked}
          aria-controls={id}
          title={masked ? t('user_interfaces.password_show') : t('user_interfaces.password_hide')}
          onClick={() => setMasked((current) => !current)}
        >
          <Icon
            name={masked ? 'visibility' : 'visibility_off'}
            size={18}
            label={masked ? t('user_interfaces.password_show') : t('user_interfaces.password_hide')}
          />
        </button>
      </div>
      {isNew ? null : (
        <button
          type="button"
          className="cms-password__keep"
          onClick={() => {
            setTypedHere('');
            onChange(stored.current ?? null);
            setOpen(false);
          }}
        >
          {t('user_interfaces.password_keep')}
        </button>
      )}
    </div>
  );
}
