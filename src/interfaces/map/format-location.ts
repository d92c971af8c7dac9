import { numberFormat } from '../../i18n/intl-formats.js';
import type { MapPoint } from './map-value.js';

/**
 * A location for listings: "40.72804, -73.94896" (five decimals, about a metre) in the reader's
 * number format; where the decimal mark is a comma, the two are separated by a semicolon.
 */
export function formatLocation(point: MapPoint, locale?: string): string {
  const format = numberFormat(locale, { maximumFractionDigits: 5, useGrouping: false });
  const decimalMark = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  const separator = decimalMark === ',' ? '; ' : ', ';
  return `${format.format(point.lat)}${separator}${format.format(point.lng)}`;
}
