import { formatMoney } from '../features/dashboard/format';

describe('formatMoney', () => {
  it('writes an ISO currency the en-US way', () => {
    expect(formatMoney('1500.00', 'USD')).toBe('$1,500.00');
    expect(formatMoney('0.5', 'EUR')).toBe('€0.50');
  });

  it('writes a currency Intl does not know after the number', () => {
    expect(formatMoney('1800', 'dollars')).toBe('1,800.00 dollars');
    expect(formatMoney('1800', '')).toBe('1,800.00');
  });

  it('reads a missing or malformed amount as zero', () => {
    expect(formatMoney(null, 'USD')).toBe('$0.00');
    expect(formatMoney('abc', 'USD')).toBe('$0.00');
  });
});
