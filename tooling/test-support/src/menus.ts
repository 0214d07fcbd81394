// Acting on Chakra (zag) menus the way a user's pointer does.
import { waitFor } from '@testing-library/react';

/**
 * Chooses a menu's item. A plain user.click first moves the pointer from where the previous test
 * left it (user-event keeps it on the document), and the menu reads that move as leaving the
 * item; pressing and releasing on the item is what a user's click does. Between the two, the
 * pressed item shows as highlighted, as a user sees it before letting go: the menu chooses the
 * highlighted item on release, so releasing before the press has been drawn would choose nothing
 * (and a menu that lost its highlight fails here, by name, rather than later as a missing dialog).
 */
export async function chooseMenuItem(
  user: { pointer: (actions: { keys: string; target: Element }) => Promise<void> },
  item: Element,
): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await waitFor(() => {
    if (!item.isConnected) throw new Error(`menu item "${item.textContent}" left the page`);
    if (!item.hasAttribute('data-highlighted'))
      throw new Error(`menu item "${item.textContent}" is not highlighted after the press`);
  });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
