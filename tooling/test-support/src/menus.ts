// Acting on Chakra (zag) menus the way a user's pointer does.

/**
 * Chooses a menu's item. A plain user.click first moves the pointer from where the previous test
 * left it (user-event keeps it on the document), and the menu reads that move as leaving the
 * item; pressing and releasing on the item is what a user's click does.
 */
export async function chooseMenuItem(
  user: { pointer: (actions: { keys: string; target: Element }) => Promise<void> },
  item: Element,
): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
