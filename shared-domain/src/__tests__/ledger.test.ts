import {
  formatMinorMoney,
  ledgerEffect,
  ledgerTotals,
  minorToDecimal,
  parseMoneyMinor,
} from '../ledger';

describe('money in minor units', () => {
  it.each([
    ['1500', 150000],
    ['1500.5', 150050],
    ['1,500.50', 150050],
    [' 0.07 ', 7],
    ['-25', -2500],
    ['-0', 0],
  ])('reads %j as %d hundredths', (text, minor) => {
    expect(parseMoneyMinor(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '1e3', '--1', '1.2.3'])('reads %j as nothing', (text) => {
    expect(parseMoneyMinor(text)).toBeNull();
  });

  it.each([
    [150050, '1500.50'],
    [7, '0.07'],
    [0, '0.00'],
    [-2500, '-25.00'],
  ])('writes %d as %j', (minor, text) => {
    expect(minorToDecimal(minor)).toBe(text);
  });
});

describe('a ledger', () => {
  it('moves the course amount by charges and what was paid by payments and refunds', () => {
    const entries = [
      { kind: 'course_fee', amount: 100000 },
      { kind: 'level_fee', amount: 20000 },
      { kind: 'discount', amount: 5000 },
      { kind: 'payment', amount: 70000 },
      { kind: 'refund', amount: 1000 },
    ] as const;
    const moved = entries.map(({ kind, amount }) => {
      const { charge, paid } = ledgerEffect(kind, amount);
      return { charge_minor: charge, paid_minor: paid };
    });
    expect(ledgerTotals(moved)).toEqual({
      charged_minor: 115000,
      paid_minor: 69000,
      outstanding_minor: 46000,
    });
    expect(ledgerTotals([])).toEqual({ charged_minor: 0, paid_minor: 0, outstanding_minor: 0 });
  });
});

describe('money as the screens write it', () => {
  it('writes minor units in the currency, or after the number when Intl does not know it', () => {
    expect(formatMinorMoney(150050, 'USD')).toBe('$1,500.50');
    expect(formatMinorMoney(-1000, 'USD')).toBe('-$10.00');
    expect(formatMinorMoney(180000, 'dollars')).toBe('1,800.00 dollars');
  });
});
