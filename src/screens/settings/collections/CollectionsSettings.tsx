import type { Route } from '../../../router/router.js';
import { NotAvailableYet } from '../../not-available/NotAvailableYet.js';

/** Placeholder until the screen lands (issue #15). */
export function CollectionsSettings({ route }: { route: Route }) {
  return <NotAvailableYet route={route} />;
}
