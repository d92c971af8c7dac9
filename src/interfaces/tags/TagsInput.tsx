import { type KeyboardEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { addTags, formatTag, sortTags, storedTags, tagRules, tagsOf } from './tag-value.js';

/**
 * Tags as chips with a remove button each, and a text box: Enter or a comma adds what was typed
 * (several at once when pasted with commas), Backspace in the empty box removes the last tag,
 * leaving the box adds what is left in it. Tags the `validation` pattern refuses stay in the box
 * with the `validationMessage` under it.
 */
export function TagsInput({ value, field, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const rules = tagRules(options);
  const tags = tagsOf(value);
  const shown = rules.alphabetize ? sortTags(tags) : tags;
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const wrap = options.wrap === true;
  const store = (next: readonly string[]) => onChange(storedTags(next, field.type, wrap));
  const label = (tag: string) => (options.format === true ? formatTag(tag) : tag);
  const message =
    typeof options.validationMessage === 'string' && options.validationMessage
      ? options.validationMessage
      : t('file_interfaces.tags_invalid');

  const commit = (typed: string) => {
    const result = addTags(tags, typed, rules);
    if (result.tags.length !== tags.length || result.tags.some((tag, i) => tag !== tags[i])) {
      store(result.tags);
    }
    setRefused(result.refused.length > 0);
    setText(result.refused.join(', '));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must not submit a surrounding form; an empty box lets Enter through.
      if (text.trim() === '' && event.key === 'Enter') return;
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && shown.length > 0) {
      event.preventDefault();
      const last = shown[shown.length - 1];
      store(tags.filter((tag) => tag !== last));
    }
  };

  const iconLeft =
    typeof options.iconLeft === 'string' && options.iconLeft ? options.iconLeft : null;
  const iconRight =
    typeof options.iconRight === 'string' && options.iconRight ? options.iconRight : null;
  const problemId = `${id}-tags-problem`;

  return (
    <div className="cms-tags">
      <div
        className="cms-field__control cms-tags__box"
        data-readonly={readonly || undefined}
        aria-invalid={invalid || refused || undefined}
      >
        {iconLeft ? (
          <Icon name={iconFor(iconLeft, 'tag')} size={18} className="cms-tags__icon" />
        ) : null}
        {shown.length > 0 ? (
          <ul className="cms-tags__list" aria-label={t('file_interfaces.tags_list')}>
            {shown.map((tag) => (
              <li key={tag} className="cms-tags__chip">
                <span>{label(tag)}</span>
                {readonly ? null : (
                  <button
                    type="button"
                    className="cms-tags__remove"
                    aria-label={t('file_interfaces.tags_remove', { tag })}
                    onClick={() => store(tags.filter((one) => one !== tag))}
                  >
                    <Icon name="close" size={16} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {readonly ? null : (
          <input
            id={id}
            type="text"
            className="cms-tags__input"
            value={text}
            placeholder={shown.length === 0 ? t('file_interfaces.tags_placeholder') : undefined}
            aria-describedby={refused ? problemId : undefined}
            aria-invalid={refused || undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (refused) setRefused(false);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (text.trim() !== '') commit(text);
            }}
          />
        )}
        {iconRight ? (
          <Icon name={iconFor(iconRight, 'tag')} size={18} className="cms-tags__icon" />
        ) : null}
      </div>
      {refused ? (
        <p id={problemId} className="cms-form-field__problem" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
