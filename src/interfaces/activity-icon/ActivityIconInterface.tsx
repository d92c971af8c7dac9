import type { DisplayProps, InputProps } from '../registry.js';
import { ActivityAction } from './ActivityIcon.js';

/** The server sets an activity's action; the form shows it and never changes it. */
export function ActivityIconInput({ value, id }: InputProps) {
  return (
    <output id={id} className="cms-activity-action-input">
      <ActivityAction action={value} />
    </output>
  );
}

export function ActivityIconDisplay({ value }: DisplayProps) {
  return <ActivityAction action={value} />;
}
