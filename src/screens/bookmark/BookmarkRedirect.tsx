import type { Route } from '../../router/router.js';
import { NotAvailableYet } from '../not-available/NotAvailableYet.js';

/** Being built (issue #7). */
export function BookmarkRedirect({ route }: { route: Route }) {
  return <NotAvailableYet route={route} />;
}
