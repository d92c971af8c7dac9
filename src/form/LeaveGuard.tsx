import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { setLeaveCheck } from '../router/leave-guard.js';
import { ConfirmDialog } from '../ui/Dialog.js';

interface LeaveGuardProps {
  /** Whether edits are staged now (registers the check). */
  dirty: boolean;
  /** Read at the moment of leaving: a save that just cleared the edits must not ask. */
  isDirty(): boolean;
}

/**
 * Asks before a navigation drops staged edits (spec 2 §4): "keep editing" keeps the user and the
 * edits, "discard" lets the navigation go on. Registered only while edits exist. Asked after a
 * save in flight answered (router/leave-guard.ts): one that went through leaves nothing to ask
 * about, a failed one leaves the edits.
 */
export function LeaveGuard({ dirty, isDirty }: LeaveGuardProps) {
  const { t } = useT();
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  // Once discarded, a navigation that follows (or replaces the first) does not ask again.
  const discarded = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    return setLeaveCheck(() =>
      isDirty() && !discarded.current
        ? new Promise<boolean>((resolve) => setAnswer(() => resolve))
        : Promise.resolve(true),
    );
  }, [dirty, isDirty]);

  const settle = (leave: boolean) => {
    discarded.current = leave;
    answer?.(leave);
    setAnswer(null);
  };

  return (
    <ConfirmDialog
      open={answer !== null}
      title={t('form.leave_title')}
      message={t('form.leave_message')}
      cancelLabel={t('form.keep_editing')}
      confirmLabel={t('form.discard')}
      danger
      onCancel={() => settle(false)}
      onConfirm={() => settle(true)}
    />
  );
}
