import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { type PresetValues, saveBookmark } from '../../api/presets.js';
import type { Bookmark } from '../../api/types.js';
import { type RoleChoice, useRoles } from '../../data/roles.js';
import { useT } from '../../i18n/use-t.js';
import { $bookmarks, setBookmarks } from '../../state/bookmarks.js';
import { notify } from '../../state/notifications.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Icon } from '../../ui/Icon.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';

// The listing header's bookmark button (spec 2 §2, §6): saves the current view under a title,
// personal by default; admins may make it global or for one role.

const NO_ROLES: RoleChoice[] = [];

interface BookmarkButtonProps {
  project: string;
  collection: string;
  view: PresetValues;
}

export function BookmarkButton({ project, collection, view }: BookmarkButtonProps) {
  const { t } = useT();
  const user = useStore($currentUser);
  const isAdmin = useStore($isAdmin);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState('personal');
  const [busy, setBusy] = useState(false);
  // A failure offers no roles: personal and global bookmarks still work.
  const roles = useRoles(project, open && isAdmin).data ?? NO_ROLES;

  const close = () => {
    setOpen(false);
    setTitle('');
    setScope('personal');
  };

  const save = async () => {
    const name = title.trim();
    if (!name || !user) return;
    const target =
      scope === 'personal'
        ? { user: user.id, role: null }
        : scope === 'global'
          ? { user: null, role: null }
          : { user: null, role: Number(scope.slice('role:'.length)) };
    setBusy(true);
    try {
      const created = await saveBookmark(project, collection, name, target, view);
      setBookmarks([...$bookmarks.get(), created as Bookmark]);
      notify({ title: t('listing.bookmark_saved', { title: name }), color: 'success' });
      close();
    } catch (error) {
      notify({
        title: t('listing.bookmark_save_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="cms-icon-button"
        aria-label={t('listing.bookmark')}
        title={t('listing.bookmark')}
        onClick={() => setOpen(true)}
      >
        <Icon name="bookmark" />
      </button>
      <Dialog
        open={open}
        title={t('listing.bookmark')}
        onCancel={() => {
          if (!busy) close();
        }}
        actions={
          <>
            <Button onClick={close} disabled={busy}>
              {t('listing.cancel')}
            </Button>
            <Button
              variant="primary"
              busy={busy}
              disabled={title.trim() === ''}
              onClick={() => void save()}
            >
              {t('listing.bookmark_save')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('listing.bookmark_name')}
            value={title}
            required
            autoFocus
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          {isAdmin ? (
            <SelectField
              label={t('listing.bookmark_scope')}
              value={scope}
              onChange={(value) => setScope(value)}
              options={[
                { value: 'personal', label: t('listing.scope_personal') },
                { value: 'global', label: t('listing.scope_global') },
                ...roles.map((role) => ({
                  value: `role:${role.id}`,
                  label: t('listing.scope_role', { name: role.name }),
                })),
              ]}
            />
          ) : null}
        </form>
      </Dialog>
    </>
  );
}
