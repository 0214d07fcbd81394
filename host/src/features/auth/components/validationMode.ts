// Forms validate a field on its first blur (spec section 5) and then on every change, so a fixed
// error clears while typing. With blur only, the message vanishing on the Submit click moves the
// button from under the pointer and the click is lost.
export const VALIDATION_MODE = 'onTouched' as const;
