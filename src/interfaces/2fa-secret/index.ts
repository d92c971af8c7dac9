import { registerStyles } from '../../ui/styles.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TwoFactorSecretDisplay } from './TwoFactorSecretDisplay.js';
import { TwoFactorSecretInput } from './TwoFactorSecretInput.js';
import css from './two-factor.css';

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
