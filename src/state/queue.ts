import { atom, computed } from 'nanostores';

// Requests in flight (spec 1 §3 "Queue item"). The api layer feeds it; the logo animates while it
// is not empty. `resetState()` leaves it alone: it mirrors requests that a reset does not cancel.

export interface QueueItem {
  id: number;
  /** What is running, for debugging and tooltips: `GET server/projects`. */
  desc: string;
}

export const $queue = atom<readonly QueueItem[]>([]);

/** True while at least one request is running. */
export const $busy = computed($queue, (queue) => queue.length > 0);

let lastId = 0;

export function enqueue(desc: string): number {
  lastId += 1;
  const item: QueueItem = { id: lastId, desc };
  $queue.set([...$queue.get(), item]);
  return item.id;
}

/** Removing an item that is not there is a no-op. */
export function dequeue(id: number): void {
  const queue = $queue.get();
  if (queue.some((item) => item.id === id)) $queue.set(queue.filter((item) => item.id !== id));
}
