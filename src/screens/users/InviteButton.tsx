import { useState } from 'react';
import type { InvitedUser } from '../../api/user-admin.js';
import { useT } from '../../i18n/use-t.js';
import { useGrants } from '../../permissions/index.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { InviteDialog } from './InviteDialog.js';

/**
 * The directory's "Invite" header button and its dialog. Only administrators see it: the server
 * refuses invitations from anyone else (E10), even with create rights on users.
 */
export function InviteButton({
  project,
  onInvited,
}: {
  project: string;
  onInvited(users: InvitedUser[]): void;
}) {
  const { t } = useT();
  const grants = useGrants();
  const [open, setOpen] = useState(false);
  if (!grants.admin) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="mail" size={18} />
        {/* The header keeps only the icon on phones; the label stays the button's name. */}
        <span className="cms-button__label">{t('users.invite')}</span>
      </Button>
      <InviteDialog
        open={open}
        project={project}
        onClose={() => setOpen(false)}
        onInvited={onInvited}
      />
    </>
  );
}
