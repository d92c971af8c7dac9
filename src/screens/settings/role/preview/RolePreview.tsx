import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ApiErrorShape } from '../../../../api/api-error.js';
import { isAbortError, toApiErrorShape } from '../../../../api/api-error.js';
import { previewRole, type RolePreviewResult } from '../../../../api/role-preview.js';
import { listRoleUsers } from '../../../../api/roles.js';
import { useQuery } from '../../../../data/use-query.js';
import { errorMessage } from '../../../../i18n/error-message.js';
import { useT } from '../../../../i18n/use-t.js';
import {
  collectionChoices,
  collectionDisplayName,
} from '../../../../interfaces/collections/collection-choices.js';
import type { PermissionRecord } from '../../../../permissions/shared-rules.js';
import { collectionStatuses } from '../../../../schema/status-mapping.js';
import { $collections } from '../../../../state/schema.js';
import { displayName } from '../../../../state/user.js';
import { Button } from '../../../../ui/Button.js';
import { Loader } from '../../../../ui/Loader.js';
import { Notice } from '../../../../ui/Notice.js';
import { SelectField } from '../../../../ui/SelectField.js';
import {
  effectivePermissionRows,
  isDraftEmpty,
  type PermissionDraft,
} from '../permissions/permission-draft.js';
import { ROLE_USERS_SHOWN } from '../RoleUsers.js';
import { PUBLIC_ROLE_ID } from '../role-protection.js';
import './register-role-preview-styles.js';

export interface RolePreviewProps {
  project: string;
  roleId: number;
  stored: readonly PermissionRecord[];
  /** Staged matrix edits: the preview reflects them (the server computes it from the rows sent). */
  draft: PermissionDraft;
}

/** The user choice that lets the server pick (the role's first active user). */
const ANY_USER = '';

type Check =
  | { state: 'idle' }
  | { state: 'loading'; key: string }
  | { state: 'done'; key: string; staged: boolean; result: RolePreviewResult }
  | { state: 'failed'; key: string; error: ApiErrorShape };

/**
 * "Preview as this role" (issue #16): for one chosen collection, what a user of the role would
 * read — the visible fields, the item count, the readable statuses, or the refusal — asked of the
 * server (POST roles/{id}/preview), which runs its real read path over the rows sent: the stored
 * rows with the staged matrix edits applied. The role editor shows it for roles other than 1.
 */
export function RolePreview({ project, roleId, stored, draft }: RolePreviewProps) {
  const { t, locale } = useT();
  const id = useId();
  const collections = useStore($collections);
  const [collection, setCollection] = useState('');
  const [user, setUser] = useState(ANY_USER);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const isPublic = roleId === PUBLIC_ROLE_ID;
  const users = useQuery(isPublic ? null : ['roles', project, 'users', roleId], (signal) =>
    listRoleUsers(project, roleId, ROLE_USERS_SHOWN, signal),
  );

  const collectionOptions = useMemo(
    () =>
      collectionChoices(collections, locale, {
        user: t('settings_role_preview.group_collections'),
        system: t('settings_role_preview.group_system'),
      }),
    [collections, locale, t],
  );
  const userOptions = useMemo(
    () => [
      { value: ANY_USER, label: t('settings_role_preview.user_any') },
      ...(users.data?.users ?? []).map((one) => ({
        value: String(one.id),
        label: displayName(one, one.id),
        hint: one.status && one.status !== 'active' ? `${one.email} · ${one.status}` : one.email,
      })),
    ],
    [users.data, t],
  );

  const staged = !isDraftEmpty(draft, stored);
  const rows = useMemo(
    () => effectivePermissionRows(stored, draft, roleId),
    [stored, draft, roleId],
  );
  // What a check depends on: a result for another key is out of date.
  const key = JSON.stringify([collection, user, rows]);

  const run = async () => {
    if (collection === '') return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setCheck({ state: 'loading', key });
    try {
      const result = await previewRole(
        project,
        roleId,
        {
          collection,
          ...(user === ANY_USER ? {} : { user: Number(user) }),
          permissions: rows,
        },
        controller.signal,
      );
      if (!controller.signal.aborted) setCheck({ state: 'done', key, staged, result });
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      setCheck({ state: 'failed', key, error: toApiErrorShape(error) });
    }
  };

  const outdated = check.state === 'done' && check.key !== key;

  return (
    <section className="cms-role-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cms-role-preview__title">
        {t('settings_role_preview.title')}
      </h3>
      <p className="cms-field__hint cms-role-preview__intro">
        {isPublic ? t('settings_role_preview.intro_public') : t('settings_role_preview.intro')}
      </p>
      <form
        className="cms-role-preview__controls"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <SelectField
          label={t('settings_role_preview.collection')}
          value={collection}
          options={collectionOptions}
          placeholder={t('settings_role_preview.collection_placeholder')}
          onChange={setCollection}
        />
        {isPublic ? null : (
          <SelectField
            label={t('settings_role_preview.user')}
            value={user}
            options={userOptions}
            loading={users.status === 'loading'}
            onChange={setUser}
            hint={users.status === 'error' ? t('settings_role_preview.users_failed') : undefined}
          />
        )}
        <Button
          type="submit"
          variant="primary"
          className="cms-role-preview__check"
          disabled={collection === ''}
          busy={check.state === 'loading'}
        >
          {t('settings_role_preview.check')}
        </Button>
      </form>
      {staged ? (
        <p className="cms-role-preview__staged">
          <span className="cms-settings-badge cms-settings-badge--warning">
            {t('settings_role_preview.unsaved_badge')}
          </span>
          <span className="cms-field__hint">{t('settings_role_preview.unsaved_note')}</span>
        </p>
      ) : null}
      <div className="cms-role-preview__outcome" aria-live="polite">
        {check.state === 'loading' ? <Loader label={t('settings_role_preview.checking')} /> : null}
        {check.state === 'failed' ? (
          <Notice color="danger" title={t('settings_role_preview.failed')}>
            <p>
              <code>{errorMessage(t, check.error)}</code>
            </p>
          </Notice>
        ) : null}
        {check.state === 'done' ? (
          <PreviewResult result={check.result} staged={check.staged} outdated={outdated} />
        ) : null}
      </div>
    </section>
  );
}

function PreviewResult({
  result,
  staged,
  outdated,
}: {
  result: RolePreviewResult;
  staged: boolean;
  outdated: boolean;
}) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const info = collections[result.collection];
  const name = collectionDisplayName(result.collection, collections, locale);
  const statusName = (value: string) =>
    (info ? collectionStatuses(info) : []).find((status) => status.value === value)?.name ?? value;
  const who = result.user
    ? t('settings_role_preview.as_user', {
        name: displayName(result.user, result.user.id),
        email: result.user.email,
      })
    : result.role === PUBLIC_ROLE_ID
      ? t('settings_role_preview.as_public')
      : t('settings_role_preview.as_nobody');

  return (
    <div className="cms-role-preview__result" data-readable={result.readable}>
      <p className="cms-role-preview__who">
        {who}
        {staged ? ` ${t('settings_role_preview.with_unsaved')}` : ''}
      </p>
      {outdated ? (
        <p className="cms-role-preview__outdated">{t('settings_role_preview.outdated')}</p>
      ) : null}
      {result.readable ? (
        <dl className="cms-role-preview__facts">
          <div className="cms-role-preview__fact">
            <dt>{t('settings_role_preview.items')}</dt>
            <dd data-preview="count">
              {t('settings_role_preview.items_count', {
                count: result.total_count,
                formatted: new Intl.NumberFormat(locale ?? undefined).format(result.total_count),
                collection: name,
              })}
            </dd>
          </div>
          {result.statuses ? (
            <div className="cms-role-preview__fact">
              <dt>{t('settings_role_preview.statuses')}</dt>
              <dd data-preview="statuses">
                {result.statuses.length === 0 ? (
                  t('settings_role_preview.statuses_none')
                ) : (
                  <ul className="cms-role-preview__chips">
                    {result.statuses.map((status) => (
                      <li key={status} className="cms-settings-badge" data-status={status}>
                        {statusName(status)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ) : null}
          <div className="cms-role-preview__fact">
            <dt>{t('settings_role_preview.fields', { count: result.fields.length })}</dt>
            <dd data-preview="fields">
              <ul className="cms-role-preview__chips">
                {result.fields.map((field) => (
                  <li key={field} className="cms-role-preview__field" data-field={field}>
                    {field}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      ) : (
        <Notice color="warning" title={t('settings_role_preview.unreadable', { collection: name })}>
          {result.error ? (
            <p>
              <code>{errorMessage(t, { ...result.error, status: 0 })}</code>
            </p>
          ) : null}
        </Notice>
      )}
    </div>
  );
}
