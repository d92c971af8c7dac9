import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRouter } from '../../router/Link.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Loader } from '../../ui/Loader.js';

/**
 * `/` for a signed-in user: on to the project's collections. (Hydration will send the user to
 * their last page instead, once the user record is loaded.)
 */
export function Home() {
  const router = useRouter();
  const project = useStore($currentProjectKey);
  useEffect(() => {
    router.redirect(project ? router.pathFor('collections', { project }) : '/login');
  }, [router, project]);
  return <Loader fullPage />;
}
