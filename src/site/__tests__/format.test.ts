import {describe, expect, it} from 'vitest';
import {formatBytes, formatCount, formatLongDate, formatShortDate, groupThousands} from '../format';

describe('snapshot number and date formats (no Intl)', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 15312, 1234567, 12.5, 1234.25]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US', {maximumFractionDigits: 20}));
    }
  });

  it('shortens counts', () => {
    expect(formatCount(694)).toBe('694');
    expect(formatCount(15312)).toBe('15.3k');
    expect(formatCount(1234567)).toBe('1,234.6k');
  });

  it('writes dates as en-US long UTC dates', () => {
    for (const iso of ['2025-05-30T10:00:00Z', '2025-01-01T00:30:00Z', '2024-12-31T23:59:59Z']) {
      expect(formatLongDate(iso)).toBe(
        new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}),
      );
    }
  });

  it('writes short dates as en-US does (the "Last updated" line)', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (const t of [1539502055000, Date.UTC(2025, 0, 1), Date.UTC(2024, 11, 31, 23, 59), Date.UTC(2025, 4, 9)]) {
      expect(formatShortDate(t)).toBe(intl.format(new Date(t)));
    }
  });

  it('keeps bytes in decimal units', () => {
    expect(formatBytes(25812674)).toBe('25.8 MB');
  });
});
