import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ButtonGroupDisplay } from './ButtonGroupDisplay.js';
import { buttonChoiceSets } from './button-choices.js';
import css from './button-group.css';

const ButtonGroupInput = lazyInput(() =>
  import('./ButtonGroupInput.js').then((module) => module.ButtonGroupInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, button-group).
export const buttonGroupInterface: InterfaceDefinition = {
  id: 'button-group',
  name: 'Button group',
  icon: 'toggle_on', // v8's view_week is not one the admin draws
  types: ['string'],
  options: [
    {
      name: 'choices',
      interface: 'json',
      comment: 'A list of { "label", "value", "icon" }; a list inside it is a set of its own.',
    },
    {
      name: 'theme',
      interface: 'button-group',
      default: 'solid',
      options: {
        choices: [
          { label: 'Solid', value: 'solid' },
          { label: 'Outline', value: 'outline' },
        ],
      },
    },
  ],
  input: ButtonGroupInput,
  display: ButtonGroupDisplay,
  filterChoices: ({ options }) =>
    buttonChoiceSets(options.choices)
      .flat()
      .map((choice) => ({ value: choice.value, label: choice.label || choice.value })),
};

registerInterface(buttonGroupInterface);
registerStyles(css);
