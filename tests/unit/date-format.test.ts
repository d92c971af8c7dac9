import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDate, formatRelative } from '../../src/i18n/date-format.js';

describe('date formats', () => {
  const date = new Date(2026, 10, 21, 15, 4);

  it('short has year, month and day; long adds the weekday and a 12-hour clock', () => {
    assert.equal(formatDate(date, 'short', 'en-US'), 'Nov 21, 2026');
    assert.match(formatDate(date, 'long', 'en-US'), /^Saturday, November 21, 2026 at 3:04\sPM$/);
    assert.equal(formatDate(date, 'short', 'de-DE'), '21. Nov. 2026');
  });

  it('gives an empty string for an invalid date', () => {
    assert.equal(formatDate('not a date', 'short', 'en-US'), '');
  });

  it('formats relative times in the largest whole unit', () => {
    const now = date.getTime();
    assert.equal(formatRelative(now - 5 * 60_000, 'en-US', now), '5 minutes ago');
    assert.equal(formatRelative(now + 2 * 86_400_000, 'en-US', now), 'in 2 days');
    assert.equal(formatRelative(now - 86_400_000, 'en-US', now), 'yesterday');
    assert.equal(formatRelative(now, 'en-US', now), 'now');
    assert.equal(formatRelative(now - 3 * 3_600_000, 'fr-FR', now), 'il y a 3 heures');
  });
});
