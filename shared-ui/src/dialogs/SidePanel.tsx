// A record's side panel (a group's Activity, a student's history): a titled drawer at the end of
// the screen over a backdrop, with a close button; Escape and the backdrop close it too. A screen
// mounts it only while it is open. What it shows, with its own loading and failed states (an
// `ActivityPanel`...), is its body.
import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useReturnFocus } from './returnFocus';

export interface SidePanelProps {
  /** The panel's title, which names it (a `dialog` of that name). */
  title: string;
  /** The close button's accessible name ('Close history'). */
  closeLabel: string;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** The panel's width: 'lg' for two sections side by side. */
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function SidePanel({ title, closeLabel, onClose, size = 'md', children }: SidePanelProps) {
  // Gives the focus back to what opened it when it closes (a menu's button for a menu item).
  const returnFocus = useReturnFocus(true);
  return (
    <Drawer.Root
      open
      finalFocusEl={returnFocus}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={size}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
