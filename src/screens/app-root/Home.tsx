import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRouter } from '../../router/Link.js';
import { safeRedirectTarget } from '../../router/redirect-target.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $currentUser } from '../../state/user.js';
import { Loader } from '../../ui/Loader.js';

/** `/` for a signed-in user: their last page in this project, else the project's collections. */
export function Home() {
  const router = useRouter();
  const project = useStore($currentProjectKey);
  const lastPage = useStore($currentUser)?.last_page;
  useEffect(() => {
    if (!project) {
      router.redirect('/login');
      return;
    }
    const last = safeRedirectTarget(lastPage ?? undefined);
    router.redirect(
      last?.startsWith(`/${project}/`) ? last : router.pathFor('collections', { project }),
    );
  }, [router, project, lastPage]);
  return <Loader fullPage />;
}
