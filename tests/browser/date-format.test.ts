import { expect } from '@open-wc/testing';
import { formatDate, formatRelative } from '../../src/i18n/date-format.js';

describe('date formats', () => {
  const date = new Date(2026, 10, 21, 15, 4);

  it('short has year, month and day; long adds the weekday and a 12-hour clock', () => {
    expect(formatDate(date, 'short', 'en-US')).to.equal('Nov 21, 2026');
    expect(formatDate(date, 'long', 'en-US')).to.match(/^Saturday, November 21, 2026 at 3:04\sPM$/);
    expect(formatDate(date, 'short', 'de-DE')).to.equal('21. Nov. 2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'short', 'en-US')).to.equal('');
  });

  it('formats relative times in the largest whole unit', () => {
    const now = date.getTime();
    expect(formatRelative(now - 5 * 60_000, 'en-US', now)).to.equal('5 minutes ago');
    expect(formatRelative(now + 2 * 86_400_000, 'en-US', now)).to.equal('in 2 days');
    expect(formatRelative(now - 86_400_000, 'en-US', now)).to.equal('yesterday');
    expect(formatRelative(now, 'en-US', now)).to.equal('now');
    expect(formatRelative(now - 3 * 3_600_000, 'fr-FR', now)).to.equal('il y a 3 heures');
  });
});
