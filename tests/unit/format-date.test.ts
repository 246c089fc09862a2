import {describe, expect, it} from 'vitest';
import {formatDate, formatShortDate, isIsoDate} from '@site/src/lib/formatDate';

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

describe('formatDate (day-first dates in tables)', () => {
  it('prints what toLocaleDateString("en-GB", long month, UTC) prints', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (let day = 0; day < 800; day++) {
      const iso = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intl.format(Date.parse(iso)));
    }
    expect(formatDate('2024-05-02')).toBe('2 May 2024');
  });

  it('takes real YYYY-MM-DD days only', () => {
    for (const bad of ['2025-02-30', '2024-13-01', '2025-7-15', 'May 2, 2024', '15/07/2025']) {
      expect(isIsoDate(bad), bad).toBe(false);
      expect(() => formatDate(bad)).toThrow(RangeError);
    }
  });
});
