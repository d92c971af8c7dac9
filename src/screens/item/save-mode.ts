/** Save modes (spec 2 §4): stay reloads the item, leave goes back to the list, add opens a blank
 * create form, copy creates a new item from the current values. */
export type SaveMode = 'stay' | 'leave' | 'add' | 'copy';
