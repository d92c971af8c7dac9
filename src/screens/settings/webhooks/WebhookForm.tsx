import { useStore } from '@nanostores/react';
import { type ReactNode, type Ref, useId, useMemo } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_METHODS } from '../../../api/webhooks.js';
import { useT } from '../../../i18n/use-t.js';
import {
  collectionChoices,
  collectionDisplayName,
} from '../../../interfaces/collections/collection-choices.js';
import { $collections } from '../../../state/schema.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { WebhookDraft } from './webhook-draft.js';
import { eventLabel, methodLabel } from './webhook-labels.js';

interface WebhookFormProps {
  draft: WebhookDraft;
  onChange(draft: WebhookDraft): void;
  /** The message shown at each field (a check before sending, or the server's refusal). */
  problems: Partial<Record<'url' | 'collection', string>>;
  urlRef?: Ref<HTMLInputElement>;
  collectionRef?: Ref<HTMLDivElement>;
}

/** The webhook's fields (contract §7.14): on/off, method, URL, collection and event. */
export function WebhookForm({
  draft,
  onChange,
  problems,
  urlRef,
  collectionRef,
}: WebhookFormProps) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const set = (changes: Partial<WebhookDraft>) => onChange({ ...draft, ...changes });
  const id = useId();

  const collectionOptions = useMemo(() => {
    const choices = collectionChoices(collections, locale, null);
    // A stored collection that is not offered (dropped, or a system one) stays shown and chosen.
    if (draft.collection !== '' && !choices.some((choice) => choice.value === draft.collection)) {
      choices.unshift({
        value: draft.collection,
        label: collectionDisplayName(draft.collection, collections, locale),
        hint: draft.collection,
      });
    }
    return choices;
  }, [collections, locale, draft.collection]);

  return (
    <div className="cms-webhook-form">
      <div className="cms-webhook-switch">
        <input
          id={`${id}-status`}
          type="checkbox"
          role="switch"
          className="cms-webhook-switch__input"
          checked={draft.status === 'active'}
          aria-checked={draft.status === 'active'}
          aria-describedby={`${id}-status-hint`}
          onChange={(event) => set({ status: event.target.checked ? 'active' : 'inactive' })}
        />
        <span className="cms-webhook-switch__text">
          <label className="cms-field__label" htmlFor={`${id}-status`}>
            {t('settings_webhooks.active_label')}
          </label>
          <span className="cms-field__hint" id={`${id}-status-hint`}>
            {draft.status === 'active'
              ? t('settings_webhooks.active_hint_on')
              : t('settings_webhooks.active_hint_off')}
          </span>
        </span>
      </div>

      <div className="cms-field cms-webhook-form__url">
        <label className="cms-field__label" htmlFor={`${id}-url`}>
          {t('settings_webhooks.url')}
        </label>
        <input
          ref={urlRef}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          className="cms-field__control"
          placeholder="https://example.com/hooks/items"
          value={draft.url}
          aria-invalid={problems.url ? true : undefined}
          aria-describedby={`${id}-url-hint${problems.url ? ` ${id}-url-problem` : ''}`}
          onChange={(event) => set({ url: event.target.value })}
        />
        <span className="cms-field__hint" id={`${id}-url-hint`}>
          {t('settings_webhooks.url_hint')}
        </span>
        {problems.url ? (
          <p className="cms-form-field__problem" id={`${id}-url-problem`} role="alert">
            {problems.url}
          </p>
        ) : null}
      </div>

      <Choices
        legend={t('settings_webhooks.method')}
        name={`${id}-method`}
        value={draft.http_action}
        options={WEBHOOK_METHODS.map((method) => ({
          value: method,
          label: methodLabel(method),
          hint: t(
            method === 'get'
              ? 'settings_webhooks.method_get_hint'
              : 'settings_webhooks.method_post_hint',
          ),
        }))}
        onChange={(http_action) => set({ http_action })}
      />

      <div className="cms-webhook-form__collection" ref={collectionRef}>
        <SelectField
          label={t('settings_webhooks.collection')}
          hint={t('settings_webhooks.collection_hint')}
          value={draft.collection}
          options={collectionOptions}
          placeholder={t('settings_webhooks.collection_placeholder')}
          invalid={problems.collection !== undefined}
          onChange={(collection) => set({ collection })}
        />
        {problems.collection ? (
          <p className="cms-form-field__problem" role="alert">
            {problems.collection}
          </p>
        ) : null}
      </div>

      <Choices
        legend={t('settings_webhooks.event')}
        name={`${id}-event`}
        value={draft.directus_action}
        options={WEBHOOK_EVENTS.map((event) => ({
          value: event,
          label: eventLabel(t, event),
          hint: event,
        }))}
        onChange={(directus_action) => set({ directus_action })}
      />
    </div>
  );
}

interface ChoicesProps<V extends string> {
  legend: ReactNode;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint: string }[];
  onChange(value: V): void;
}

/** A radio group: few choices, all visible, arrow keys move between them. */
function Choices<V extends string>({ legend, name, value, options, onChange }: ChoicesProps<V>) {
  return (
    <fieldset className="cms-webhook-choices">
      <legend className="cms-field__label">{legend}</legend>
      <div className="cms-webhook-choices__options">
        {options.map((option) => (
          <label key={option.value} className="cms-webhook-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="cms-webhook-choice__text">
              <span className="cms-webhook-choice__label">{option.label}</span>
              <span className="cms-webhook-choice__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
