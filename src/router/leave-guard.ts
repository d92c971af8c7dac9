// Screens that hold unsaved work (the item form) may hold a navigation back: the guard asks them
// before it decides anything else. One at a time: the screen that registers last is asked. A save
// in flight is waited for first: its edits are on their way to the server, so "discard" would be
// untrue, and whether anything is left to ask about is known only once it answered.

export type LeaveCheck = (to: string) => Promise<boolean>;

let check: LeaveCheck | null = null;

/** Registers the check; returns the function that removes it (call it on unmount). */
export function setLeaveCheck(next: LeaveCheck): () => void {
  check = next;
  return () => {
    if (check === next) check = null;
  };
}

let saving: Promise<void> | null = null;

/** Marks `save` as the save in flight until it settles (use-save-tracker.ts). */
export function holdLeavesUntil(save: Promise<unknown>): void {
  const settled = save.then(
    () => undefined,
    () => undefined,
  );
  saving = settled;
  void settled.then(() => {
    if (saving === settled) saving = null;
  });
}

/** Whether the navigation to `to` may go on (true when no screen objects). */
export async function mayLeave(to: string): Promise<boolean> {
  if (saving) await saving;
  return check ? check(to) : true;
}
