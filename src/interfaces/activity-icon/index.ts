import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ActivityIconDisplay, ActivityIconInput } from './ActivityIconInterface.js';
import { KNOWN_ACTIONS } from './activity-actions.js';

// v8's `activity-icon`: the action of a directus_activity row (create, update, comment, …) as a
// coloured icon and a label. The server writes the value, so the input only shows it.

export const activityIconInterface: InterfaceDefinition = {
  id: 'activity-icon',
  name: 'Activity icon',
  icon: 'history',
  types: ['string'],
  recommended: { length: 45 },
  // A few lines sharing a file with the display: bundled with it, not fetched (lazy-input.tsx).
  input: ActivityIconInput,
  display: ActivityIconDisplay,
  filterChoices: ({ t }) =>
    KNOWN_ACTIONS.map((action) => ({
      value: action,
      label: t(`activity_interfaces.actions.${action}`),
    })),
};

registerInterface(activityIconInterface);
