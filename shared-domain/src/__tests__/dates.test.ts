import { formatLongDateTime, formatShortDate } from '../index';

// jest.config.cjs runs the suite in UTC, so these instants have fixed wall-clock readings.
describe('formatShortDate', () => {
  it('gives an en-US short date', () => {
    expect(formatShortDate('2024-01-05T10:00:00Z')).toBe('Jan 5, 2024');
    expect(formatShortDate(new Date(Date.UTC(2023, 11, 31, 23, 59)))).toBe('Dec 31, 2023');
  });

  it('gives a dash when missing or invalid', () => {
    expect(formatShortDate(null)).toBe('-');
    expect(formatShortDate(undefined)).toBe('-');
    expect(formatShortDate('')).toBe('-');
    expect(formatShortDate('not a date')).toBe('-');
  });
});

describe('formatLongDateTime', () => {
  it('gives a US long date with hour and minute', () => {
    expect(formatLongDateTime('2024-01-05T15:04:00Z')).toBe('January 5, 2024 at 3:04 PM');
    expect(formatLongDateTime('2024-07-20T00:30:00Z')).toBe('July 20, 2024 at 12:30 AM');
  });

  it("gives 'Not available' when missing or invalid", () => {
    expect(formatLongDateTime(null)).toBe('Not available');
    expect(formatLongDateTime('garbage')).toBe('Not available');
  });
});
