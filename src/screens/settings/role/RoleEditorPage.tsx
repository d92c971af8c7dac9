import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { RoleRecord } from '../../../api/roles.js';
import { ItemForm } from '../../../form/ItemForm.js';
import { LeaveGuard } from '../../../form/LeaveGuard.js';
import { useT } from '../../../i18n/use-t.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { $collections } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { Notice } from '../../../ui/Notice.js';
import { useSaveShortcut } from '../../item/use-save-shortcut.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { DeleteRole } from './DeleteRole.js';
import { RolePermissionsSection } from './RolePermissionsSection.js';
import { RoleUsers } from './RoleUsers.js';
import { roleFormFields } from './role-form-fields.js';
import { roleNameOf } from './role-problems.js';
import { isSystemRole } from './role-protection.js';
import { useRoleEditor } from './use-role-editor.js';
import '../register-settings-styles.js';
// The list's styles hold the markers (.cms-settings-badge) the users list shows.
import '../collections/register-settings-collections-styles.js';
import './register-role-editor-styles.js';

const NO_FIELDS = {};

/**
 * The role editor's page (spec 3 §2, §4): the role form over directus_roles' fields, the role's
 * users, and its permissions (the matrix and the preview; an admin note for role 1; for a new
 * role, a note that they come once it exists). Save (button and Ctrl+S) is offered with staged
 * edits; Delete, after a confirmation, for every role but 1, 2 and a new one.
 */
export function RoleEditorPage({
  project,
  record: role,
}: {
  project: string;
  /** The role as stored; null for a new one. */
  record: RoleRecord | null;
}) {
  const { t } = useT();
  const metadata = useStore($collections).directus_roles?.fields ?? NO_FIELDS;
  const fields = useMemo(
    () =>
      roleFormFields(metadata, {
        ipWhitelistNote: t('settings_roles.ip_whitelist_note'),
        enforce2faLabel: t('settings_roles.enforce_2fa_label'),
        addModule: t('settings_roles.add_module'),
        addGroup: t('settings_roles.add_group'),
        addCollection: t('settings_roles.add_collection'),
      }),
    [metadata, t],
  );
  const editor = useRoleEditor(project, role, fields);
  const { session } = editor;
  useSaveShortcut(() => void editor.save());

  const title = role ? roleNameOf(session.saved.name) || role.name : t('settings_roles.new_title');
  const listTitle = t('settings_roles.title');
  const deletable = role !== null && !isSystemRole(role.id);

  return (
    <>
      <PageHeader
        title={title}
        documentTitle={[title, listTitle, t('settings.title')]}
        breadcrumb={settingsCrumbs(
          t,
          project,
          { label: t('settings_roles.editor_crumb'), to: settingsPath(project, 'roles') },
          { label: title },
        )}
        actions={
          <>
            {deletable ? (
              <DeleteRole
                project={project}
                role={role}
                disabled={editor.saving}
                onDeleted={() => editor.leave(settingsPath(project, 'roles'))}
              />
            ) : null}
            <Button
              variant="primary"
              busy={editor.saving}
              disabled={!editor.dirty}
              onClick={() => void editor.save()}
            >
              <Icon name="check" size={18} />
              <span className="cms-button__label">{t('settings_roles.save')}</span>
            </Button>
          </>
        }
      />
      <div className="cms-page cms-role-editor">
        {editor.failure ? (
          <Notice
            color="danger"
            live
            title={editor.failure.title}
            className="cms-role-editor__failure"
          >
            <p>{editor.failure.message}</p>
            <p>{editor.failure.hint}</p>
          </Notice>
        ) : null}
        <section className="cms-role-editor__section" aria-labelledby="cms-role-form-title">
          <h2 id="cms-role-form-title" className="cms-role-editor__heading">
            {t('settings_roles.section_role')}
          </h2>
          <ItemForm
            fields={fields}
            values={session.values}
            edits={session.edits}
            onStage={session.stage}
            onUndo={session.undo}
            canWrite={!editor.saving}
            problems={editor.problems}
            problemsRound={editor.problemsRound}
          />
          {role?.external_id ? (
            <p className="cms-field__hint cms-role-editor__external">
              {t('settings_roles.external_id', { id: role.external_id })}
            </p>
          ) : null}
        </section>
        {role ? (
          <section className="cms-role-editor__section" aria-labelledby="cms-role-users-title">
            <h2 id="cms-role-users-title" className="cms-role-editor__heading">
              {t('settings_roles.section_users')}
            </h2>
            <RoleUsers project={project} roleId={role.id} />
          </section>
        ) : null}
        <section
          className="cms-role-editor__section cms-role-editor__section--wide"
          aria-labelledby="cms-role-permissions-title"
        >
          <h2 id="cms-role-permissions-title" className="cms-role-editor__heading">
            {t('settings_roles.section_permissions')}
          </h2>
          <RolePermissionsSection
            project={project}
            roleId={role?.id ?? null}
            permissions={editor.permissions}
            draft={editor.draft}
            onDraftChange={editor.setDraft}
            saving={editor.saving}
          />
        </section>
      </div>
      <LeaveGuard dirty={editor.dirty} isDirty={editor.isDirty} />
    </>
  );
}
