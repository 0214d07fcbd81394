// Where the focus goes back to when a dialog closes: the element that opened it. Chakra's dialog
// returns it to the element focused when it opened, which is right for a button, but a dialog
// opened from a menu item (a group card's Edit) would return it to an item that is gone: then the
// menu's own button, which the menu names as its label, takes it instead.
import { useState } from 'react';

/** What opened the dialog being opened now: the focused element, or its menu's button. */
export function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy) ?? active;
  return active;
}

/**
 * Chakra's `finalFocusEl` for a dialog: the element that had the focus when it was opened (read
 * on the render that opens it), or the button of the menu it was opened from.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const [state, setState] = useState<{ open: boolean; target: HTMLElement | null }>(() => ({
    open,
    target: open ? opener() : null,
  }));
  if (state.open !== open) setState({ open, target: open ? opener() : state.target });
  return () => (state.target?.isConnected ? state.target : null);
}
