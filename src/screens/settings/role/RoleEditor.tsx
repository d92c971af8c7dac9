import type { Route } from '../../../router/router.js';
import { NotAvailableYet } from '../../not-available/NotAvailableYet.js';

// STUB (lead): a helper implements this screen; the export name and props are fixed (RouteView).

export function RoleEditor({ route }: { route: Route }) {
  return <NotAvailableYet route={route} />;
}
