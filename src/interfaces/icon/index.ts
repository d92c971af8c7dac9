import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { IconDisplay } from './IconDisplay.js';

const IconInput = lazyInput(() => import('./IconInput.js').then((module) => module.IconInput));

// The icon interface (interfaces catalogue: string, length 20, no options).
export const iconInterface: InterfaceDefinition = {
  id: 'icon',
  name: 'Icon',
  icon: 'apps', // v8's insert_emoticon is not one the admin draws
  types: ['string'],
  recommended: { length: 20 },
  input: IconInput,
  display: IconDisplay,
};

registerInterface(iconInterface);
