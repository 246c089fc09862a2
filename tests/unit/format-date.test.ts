import {describe, expect, it} from 'vitest';
import {formatShortDate} from '@site/src/lib/formatDate';

describe('formatShortDate (the "Last updated" date)', () => {
  it('prints what the theme printed with Intl, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    const start = Date.UTC(2020, 0, 1);
    const end = Date.UTC(2035, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const timestamp = Math.floor(start + ((end - start) * i) / 2000);
      expect(formatShortDate(timestamp)).toBe(intl.format(timestamp));
    }
  });

  it('uses the UTC day, not the local one', () => {
    expect(formatShortDate(Date.UTC(2026, 10, 21, 23, 59))).toBe('Nov 21, 2026');
    expect(formatShortDate(Date.UTC(2026, 0, 1, 0, 0))).toBe('Jan 1, 2026');
    expect(formatShortDate(Date.UTC(2024, 1, 29, 12))).toBe('Feb 29, 2024');
  });
});
