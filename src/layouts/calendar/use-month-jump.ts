import { useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { useT } from '../../i18n/use-t.js';
import type { DayKey } from './calendar-dates.js';
import { dateOfDay } from './calendar-dates.js';
import { monthOf } from './calendar-grid.js';
import { showMonth } from './calendar-month.js';
import { closerDay, type Direction, type NearestQuery, nearestItemDay } from './nearest-items.js';

export interface MonthJump {
  /** To the month of the nearest item before the first day shown, or after the last. */
  jump(direction: Direction): void;
  /** To the month of whichever of those two is closer. */
  nearest(): void;
  busy: boolean;
  /** Said in a status region: nothing found that way, or the look-up failed. */
  message: string;
}

export function useMonthJump(query: NearestQuery | null, from: DayKey, to: DayKey): MonthJump {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const go = async (directions: readonly Direction[], none: string) => {
    if (!query) return;
    setBusy(true);
    setMessage('');
    try {
      const [before, after] = await Promise.all([
        directions.includes('before') ? nearestItemDay(query, from, 'before') : null,
        directions.includes('after') ? nearestItemDay(query, to, 'after') : null,
      ]);
      const day = closerDay(from, to, before, after);
      if (day) showMonth(query.collection, monthOf(dateOfDay(day)));
      else setMessage(none);
    } catch (error) {
      setMessage(`${t('calendar.jump_failed')} ${toApiErrorShape(error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return {
    jump: (direction) =>
      go([direction], t(direction === 'before' ? 'calendar.no_earlier' : 'calendar.no_later')),
    nearest: () => go(['before', 'after'], t('calendar.no_dated_items')),
    busy,
    message,
  };
}
