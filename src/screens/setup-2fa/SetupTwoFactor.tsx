import type { Route } from '../../router/router.js';
import { NotAvailableYet } from '../not-available/NotAvailableYet.js';

/** `/setup-2fa` (spec 1 §4): fetch a secret, confirm a code, finished. */
export function SetupTwoFactor({ route }: { route: Route }) {
  return <NotAvailableYet route={route} />;
}
