import type { IconName } from '../../ui/Icon.js';

// How the admin pictures each activity action (contract §6.10: the actions the server logs, plus
// v8's `external` for writes made by other systems): an icon, a colour token and a label key.
// Actions nobody knows yet keep their own name as the label and a neutral look.

export type ActionTone = 'success' | 'accent' | 'danger' | 'warning' | 'neutral';

export interface ActionLook {
  icon: IconName;
  tone: ActionTone;
  /** The key under `activity_interfaces.actions`; null for an unknown action. */
  labelKey: KnownAction | null;
}

export const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'soft-delete',
  'status-update',
  'revert',
  'upload',
  'comment',
  'authenticate',
  'invalid-credentials',
  'external',
] as const;
export type KnownAction = (typeof KNOWN_ACTIONS)[number];

const LOOKS: Record<KnownAction, Omit<ActionLook, 'labelKey'>> = {
  create: { icon: 'add', tone: 'success' },
  update: { icon: 'edit', tone: 'accent' },
  delete: { icon: 'delete', tone: 'danger' },
  'soft-delete': { icon: 'delete', tone: 'danger' },
  'status-update': { icon: 'flag', tone: 'accent' },
  revert: { icon: 'history', tone: 'warning' },
  upload: { icon: 'cloud_upload', tone: 'success' },
  comment: { icon: 'chat', tone: 'accent' },
  authenticate: { icon: 'lock_open', tone: 'neutral' },
  'invalid-credentials': { icon: 'lock', tone: 'warning' },
  external: { icon: 'public', tone: 'neutral' },
};

export function isKnownAction(action: string): action is KnownAction {
  return (KNOWN_ACTIONS as readonly string[]).includes(action);
}

/** The icon, tone and label key of an action value (any casing, surrounding spaces ignored). */
export function actionLook(action: unknown): ActionLook {
  const name = typeof action === 'string' ? action.trim().toLowerCase() : '';
  if (isKnownAction(name)) return { ...LOOKS[name], labelKey: name };
  return { icon: 'info', tone: 'neutral', labelKey: null };
}
