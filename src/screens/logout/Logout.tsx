import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.js';
import { useRouter } from '../../router/Link.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { signOut } from '../../state/sign-out.js';
import { Loader } from '../../ui/Loader.js';

/** `/logout`: a link that signs out at once (the module bar's button asks first), then /login. */
export function Logout() {
  const { t } = useT();
  const router = useRouter();
  useEffect(() => {
    const project = $currentProjectKey.get();
    void (project ? signOut(project) : Promise.resolve()).then(() => router.redirect('/login'));
  }, [router]);
  return <Loader fullPage label={t('shell.signing_out')} />;
}
