import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TwoFactorSecretDisplay } from './TwoFactorSecretDisplay.js';
import css from './two-factor.css';

const TwoFactorSecretInput = lazyInput(() =>
  import('./TwoFactorSecretInput.js').then((module) => module.TwoFactorSecretInput),
);

export const twoFactorSecretInterface: InterfaceDefinition = {
  id: '2fa-secret',
  name: '2FA secret',
  icon: 'security',
  types: ['string'],
  recommended: { length: 16 },
  input: TwoFactorSecretInput,
  display: TwoFactorSecretDisplay,
};

registerInterface(twoFactorSecretInterface);
registerStyles(css);
