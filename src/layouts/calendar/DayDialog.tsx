import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';

// One day's items in a modal dialog (the native <dialog>: focus moves into it, stays in it, and
// goes back to the day that opened it when it closes; Escape closes it). Each item links to its
// edit page.

export interface DayEntry {
  key: string;
  to: string;
  time: string | null;
  title: string;
}

interface DayDialogProps {
  open: boolean;
  title: string;
  entries: readonly DayEntry[] | undefined;
  onClose(): void;
}

export function DayDialog({ open, title, entries = [], onClose }: DayDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      actions={<Button onClick={onClose}>{t('calendar.close')}</Button>}
    >
      {entries.length === 0 ? (
        <p>{t('calendar.no_items')}</p>
      ) : (
        <ul className="cms-calendar__day-list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to} className="cms-calendar__item" onClick={onClose}>
                {entry.time ? <span className="cms-calendar__time">{entry.time}</span> : null}
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
