import type { Route } from '../../router/router.js';
import { NotAvailableYet } from '../not-available/NotAvailableYet.js';

/** `/reset-password` (spec 1 §2): the request form, or the new-password form with `?token=`. */
export function ResetPassword({ route }: { route: Route }) {
  return <NotAvailableYet route={route} />;
}
