import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { twoFactorState } from './two-factor-state.js';

/** "On" or "Off" (never the secret, which the server does not send anyway). */
export function TwoFactorSecretDisplay({ value }: DisplayProps) {
  const { t } = useT();
  const state = twoFactorState(value);
  return (
    <span className="cms-display">
      {state === 'unknown' ? '' : t(`user_interfaces.twofa_short_${state}`)}
    </span>
  );
}
