// Screens that hold unsaved work (the item form) may hold a navigation back: the guard asks them
// before it decides anything else. One at a time: the screen that registers last is asked.

export type LeaveCheck = (to: string) => Promise<boolean>;

let check: LeaveCheck | null = null;

/** Registers the check; returns the function that removes it (call it on unmount). */
export function setLeaveCheck(next: LeaveCheck): () => void {
  check = next;
  return () => {
    if (check === next) check = null;
  };
}

/** Whether the navigation to `to` may go on (true when no screen objects). */
export async function mayLeave(to: string): Promise<boolean> {
  return check ? check(to) : true;
}
