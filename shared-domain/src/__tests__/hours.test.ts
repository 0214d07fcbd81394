import {
  formatCallTime,
  formatGroupHours,
  formatHours,
  formatMonths,
  hoursWithinSchedule,
  parseCallTime,
  parseHours,
  parseMonths,
  toCallTime,
} from '../records';

describe('group hours', () => {
  it('parses the 12-hour text into whole hours', () => {
    expect(parseHours('4 PM - 6 PM')).toEqual({ start: 16, end: 18 });
    expect(parseHours('10 AM - 12 PM')).toEqual({ start: 10, end: 12 });
    expect(parseHours('11am-1pm')).toEqual({ start: 11, end: 13 });
    expect(parseHours('12 AM - 1 AM')).toEqual({ start: 0, end: 1 });
    expect(parseHours('4:00 PM - 6:00 PM')).toEqual({ start: 16, end: 18 });
  });

  it('refuses text that is not two 12-hour times', () => {
    for (const text of ['16 - 18', '13 PM - 2 PM', '4 PM', '', '4:30 PM - 6 PM', null]) {
      expect(parseHours(text)).toBeNull();
    }
  });

  it('formats hours back', () => {
    expect(formatHours(16, 18)).toBe('4 PM - 6 PM');
    expect(formatHours(10, 12)).toBe('10 AM - 12 PM');
    expect(formatHours(0, 22)).toBe('12 AM - 10 PM');
  });

  it('writes hours for a reader, and other text as it is', () => {
    expect(formatGroupHours('4 PM - 6 PM')).toBe('4 PM - 6 PM');
    expect(formatGroupHours('11am-1pm')).toBe('11 AM - 1 PM');
    expect(formatGroupHours('12 AM - 1 AM')).toBe('12 AM - 1 AM');
    expect(formatGroupHours('Evenings ')).toBe('Evenings ');
    expect(formatGroupHours(null)).toBe('');
  });

  it('keeps groups between 10 AM and 10 PM', () => {
    expect(hoursWithinSchedule('10 AM - 12 PM')).toBe(true);
    expect(hoursWithinSchedule({ start: 20, end: 22 })).toBe(true);
    expect(hoursWithinSchedule('9 AM - 11 AM')).toBe(false);
    expect(hoursWithinSchedule('9 PM - 11 PM')).toBe(false);
    expect(hoursWithinSchedule('nonsense')).toBe(false);
  });
});

describe('call times', () => {
  it("turns the picker's parts into HH:MM:SS and back", () => {
    expect(toCallTime(2, 30, 'PM')).toBe('14:30:00');
    expect(toCallTime(12, 0, 'AM')).toBe('00:00:00');
    expect(toCallTime(12, 45, 'PM')).toBe('12:45:00');
    expect(toCallTime(13, 0, 'PM')).toBeNull();
    expect(parseCallTime('14:30:00')).toEqual({ hour: 2, minute: 30, meridiem: 'PM' });
    expect(parseCallTime('00:15')).toEqual({ hour: 12, minute: 15, meridiem: 'AM' });
    expect(parseCallTime('25:00:00')).toBeNull();
    expect(formatCallTime('09:05:00')).toBe('9:05 AM');
  });
});

describe('months', () => {
  it('reads the leading number of a duration', () => {
    expect(parseMonths('7 months')).toBe(7);
    expect(parseMonths(' 12 Months')).toBe(12);
    expect(parseMonths('3')).toBe(3);
    expect(parseMonths(5)).toBe(5);
    expect(parseMonths('months: 7')).toBeNull();
    expect(parseMonths('')).toBeNull();
    expect(parseMonths(undefined)).toBeNull();
  });

  it('writes a duration', () => {
    expect(formatMonths(7)).toBe('7 months');
    expect(formatMonths(1)).toBe('1 month');
  });
});
