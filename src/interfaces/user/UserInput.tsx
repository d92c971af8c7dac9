import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { Person } from '../../screens/item/info/people.js';
import { UserAvatar } from '../../screens/item/info/UserAvatar.js';
import { UserChip } from '../../screens/item/info/UserPopover.js';
import { Select, type SelectOption } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { useUserChoices } from './use-user-choices.js';
import { isPublicUser, useUserPerson } from './use-user-person.js';
import { userLabel, userTemplate } from './user-label.js';
import './register-user-styles.js';

/**
 * A user picked from `directus_users` (the many-to-one of v8's `user` interface): a Select whose
 * search asks the server, showing each user by the `template` option with their email, and the
 * chosen user's avatar on the button. Read-only it is the user's chip: avatar, name, a link to
 * their page and the user popover. The stored value is the user's id.
 */
export function UserInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const { person, project } = useUserPerson(value);
  const template = userTemplate(options);
  // The Select asks for users only once it is there to be used.
  const choices = useUserChoices(project, !readonly);
  // The row last chosen: its name and avatar while the list no longer holds it (a new search).
  const [chosen, setChosen] = useState<Person | null>(null);

  if (readonly) {
    return (
      <output id={id} className="cms-user-input cms-user-input--readonly">
        {isPublicUser(value) ? (
          t('activity_interfaces.user_public')
        ) : person ? (
          <UserChip project={project} person={person} />
        ) : (
          <span className="cms-user-input__none">{t('activity_interfaces.user_none')}</span>
        )}
      </output>
    );
  }

  const currentId = person ? String(person.id) : '';
  const listedRow = choices.rows.find((row) => String(row.id) === currentId);
  const current: Person | null =
    (listedRow as Person | undefined) ??
    (chosen && String(chosen.id) === currentId ? chosen : null) ??
    person;
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('activity_interfaces.user_placeholder');
  const optionOf = (row: Person): SelectOption => ({
    value: String(row.id),
    label: userLabel(row, template),
    ...(row.email ? { hint: row.email } : {}),
  });
  const currentOption = current ? optionOf(current) : undefined;

  return (
    <div className="cms-user-input">
      <Select
        id={id}
        value={currentId}
        invalid={invalid}
        placeholder={placeholder}
        loading={choices.loading}
        searchable
        searchLabel={t('activity_interfaces.user_search')}
        search={choices.search}
        onSearch={choices.setSearch}
        onLoadMore={choices.hasMore ? choices.loadMore : undefined}
        valueOption={currentOption}
        prefix={current ? <UserAvatar person={current} size={20} /> : undefined}
        options={[
          ...(choices.searching ? [] : [{ value: '', label: t('activity_interfaces.user_none') }]),
          ...(!choices.searching && currentOption && !listedRow ? [currentOption] : []),
          ...choices.rows.map((row) => optionOf(row as Person)),
        ]}
        onChange={(next) => {
          if (next === '') {
            setChosen(null);
            return onChange(null);
          }
          const row = choices.rows.find((one) => String(one.id) === next) as Person | undefined;
          setChosen(row ?? null);
          onChange(Number(next));
        }}
      />
      {choices.failed ? (
        <p className="cms-form-field__problem">{t('activity_interfaces.user_failed')}</p>
      ) : null}
    </div>
  );
}
