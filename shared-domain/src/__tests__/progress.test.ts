import {
  attendancePercent,
  capacityPercent,
  isGroupFull,
  levelProgress,
  paymentProgress,
  sessionList,
} from '../records';

describe('attendancePercent', () => {
  it('rounds attended sessions out of nine', () => {
    expect(attendancePercent([true, true, true, false, false, false, false, false, false])).toBe(
      33,
    );
    expect(attendancePercent(Array(9).fill(true))).toBe(100);
    expect(attendancePercent([true, true])).toBe(22);
    expect(attendancePercent([])).toBe(0);
  });

  it('reads a record of nine session flags', () => {
    expect(sessionList({ session_one: true, session_nine: true, session_two: false })).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('capacity', () => {
  it('divides by the larger of 10 and the max capacity', () => {
    expect(capacityPercent(5, 8)).toBe(50);
    expect(capacityPercent(5, null)).toBe(50);
    expect(capacityPercent(6, 20)).toBe(30);
  });

  it('is full only when a max capacity is set and reached', () => {
    expect(isGroupFull(12, 12)).toBe(true);
    expect(isGroupFull(11, 12)).toBe(false);
    expect(isGroupFull(40, null)).toBe(false);
    expect(isGroupFull(3, 0)).toBe(false);
  });
});

describe('student bars', () => {
  it('shows paid share of the amount', () => {
    expect(paymentProgress('1000.00', '250.00')).toBe(75);
    expect(paymentProgress(1000, 0)).toBe(100);
    expect(paymentProgress(0, 0)).toBe(0);
  });

  it('shows the current level over 14', () => {
    expect(levelProgress(7)).toBe(50);
    expect(levelProgress(14)).toBe(100);
  });
});
