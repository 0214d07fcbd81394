// From which width the header shows its bar instead of the menu button: a CSS breakpoint per set of
// links, so the first paint is right whatever the device's speed. Each threshold leaves room for
// the brand, the links and the account area (its name cut short with an ellipsis) at that width.
import type { Role } from 'shared-domain';

type BarBreakpoint = 'base' | 'md' | 'lg';

export function barBreakpoint(role: Role | null): BarBreakpoint {
  // A visitor's two links fit beside the brand on any phone.
  if (role === null) return 'base';
  // Admins have seven links; the other roles two or four, and the account area.
  if (role === 'account_manager' || role === 'operations_manager') return 'lg';
  return 'md';
}

/** Chakra's responsive `display`: `shown` from the breakpoint on, hidden below it. */
export function fromBreakpoint(breakpoint: BarBreakpoint, shown: string) {
  return breakpoint === 'base' ? shown : { base: 'none', [breakpoint]: shown };
}

/** The opposite: shown below the breakpoint, hidden from it on. */
export function belowBreakpoint(breakpoint: BarBreakpoint, shown: string) {
  return breakpoint === 'base' ? 'none' : { base: shown, [breakpoint]: 'none' };
}
