import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { HashedDisplay } from './HashedDisplay.js';
import css from './hashed.css';
import { DEFAULT_PLACEHOLDER } from './placeholder.js';

const HashedInput = lazyInput(() =>
  import('./HashedInput.js').then((module) => module.HashedInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, hashed). The
// server hashes every `hash` field when an item is saved (server/services/items/system-values.ts).
export const hashedInterface: InterfaceDefinition = {
  id: 'hashed',
  name: 'Hashed',
  icon: 'security',
  types: ['hash'],
  recommended: { length: 100 },
  options: [
    { name: 'hide', interface: 'toggle', default: false, comment: 'Mask the typed text.' },
    { name: 'placeholder', interface: 'text-input', default: DEFAULT_PLACEHOLDER },
    // Kept so v8 fields open unchanged; the stored hash is never shown whatever it says.
    { name: 'showHash', interface: 'toggle', default: false, advanced: true },
    {
      name: 'hashingType',
      interface: 'dropdown',
      default: 'core',
      // v8's eight hashing types (spec 3 §3).
      options: {
        choices: {
          core: 'Default',
          bcrypt: 'bcrypt',
          md5: 'MD5',
          sha1: 'SHA-1',
          sha224: 'SHA-224',
          sha256: 'SHA-256',
          sha384: 'SHA-384',
          sha512: 'SHA-512',
        },
      },
    },
  ],
  input: HashedInput,
  display: HashedDisplay,
};

registerInterface(hashedInterface);
registerStyles(css);
