import { atom } from 'nanostores';
import { NOTIFICATION_DELAY_MS } from '../constants.js';
import { onReset } from './reset.js';

// The notification stack (spec 1 §2, §3). Any element, store or screen may notify; `<cms-admin>`
// shows the stack.

export type NotificationColor = 'accent' | 'success' | 'warning' | 'danger';

export interface NotificationInput {
  title: string;
  /** Longer text under the title: a Markdown subset, always escaped (ui/Markdown.tsx). */
  details?: string;
  color?: NotificationColor;
  /** v8 icon names (`check_circle`, `warning` …); unknown names fall back to the colour's icon. */
  iconMain?: string;
  iconRight?: string;
  /** Auto-dismiss after this many ms; 0 keeps it until dismissed. Default 5000. */
  delay?: number;
  /** Makes the notification clickable. */
  onClick?: () => void;
}

export interface Notification extends NotificationInput {
  id: string;
}

export const $notifications = atom<readonly Notification[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

/** Shows a notification and returns its id. */
export function notify(input: NotificationInput): string {
  if (input.onClick !== undefined && typeof input.onClick !== 'function') {
    // Spec 1 §8: a click callback that is not a function is a programming error.
    throw new TypeError('Notification onClick must be a function.');
  }
  lastId += 1;
  const id = `notification-${lastId}`;
  $notifications.set([...$notifications.get(), { ...input, id }]);
  const delay = input.delay ?? NOTIFICATION_DELAY_MS;
  if (delay > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), delay),
    );
  return id;
}

export function dismiss(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notifications.set($notifications.get().filter((notification) => notification.id !== id));
}

onReset(() => {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $notifications.set([]);
});
