import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { $currentProjectKey } from '../../state/current-project.js';
import type { ProjectEntry } from '../../state/projects.js';
import { $currentUser } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { projectName } from './ProjectChooser.js';
import { useSignOut } from './use-sign-out.js';

interface AlreadySignedInProps {
  project: ProjectEntry;
  /** Where "continue" leads: the `redirect` query, else the project's collections. */
  destination: string;
  /** The project now shows as signed out; the screen moves focus to the email field. */
  onSignedOut: () => void;
}

/** Spec 1 §2: a visitor already signed in may continue as that user, or sign out. */
export function AlreadySignedIn({ project, destination, onSignedOut }: AlreadySignedInProps) {
  const { t } = useT();
  const user = useStore($currentUser);
  const currentKey = useStore($currentProjectKey);
  const { busy, failed, signOut } = useSignOut(onSignedOut);
  // The user's name is known only once this project's data has loaded (hydration).
  const name =
    user && currentKey === project.key
      ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email
      : null;

  return (
    <Notice
      color="accent"
      title={t('sign_in.already_signed_in', { project: projectName(project) })}
    >
      <div className="cms-sign-in__session-actions">
        <Link className="cms-button cms-button--primary cms-sign-in__continue" to={destination}>
          {name ? t('sign_in.continue_as', { name }) : t('sign_in.continue')}
        </Link>
        <Button busy={busy} onClick={() => void signOut(project.key)}>
          {t('sign_in.sign_out')}
        </Button>
      </div>
      {failed ? (
        <p className="cms-sign-in__sign-out-failed" role="alert">
          {t('sign_in.sign_out_failed')}
        </p>
      ) : null}
    </Notice>
  );
}
