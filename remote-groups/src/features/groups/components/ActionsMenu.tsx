// A card's menu (spec sections 2 and 6): managers get Edit, Add students, Update Level, Attendance,
// Evaluation and Delete; others 'No actions available'. A chunk with the menu's state machine.
import { useEffect, useRef } from 'react';
import { IconButton, Portal } from 'shared-ui';
import { Menu } from 'shared-ui/overlays';
import { ACTION_TEXT, GROUPS_TEXT, actionsLabel } from '../messages';
import type { GroupAction } from './GroupActionsMenu';

/** The menu's items in the active language (read when the menu is drawn). */
function actions(): { value: GroupAction; label: string }[] {
  return [
    { value: 'edit', label: ACTION_TEXT.edit },
    { value: 'add-students', label: ACTION_TEXT.addStudents },
    { value: 'update-level', label: ACTION_TEXT.updateLevel },
    { value: 'attendance', label: ACTION_TEXT.attendance },
    { value: 'evaluation', label: ACTION_TEXT.evaluation },
    { value: 'delete', label: ACTION_TEXT.delete },
  ];
}

export interface ActionsMenuProps {
  title: string;
  canManage: boolean;
  onAction: (action: GroupAction) => void;
  /** Opened at once (it is drawn when the user first opens it). */
  defaultOpen: boolean;
  /** Opened from the keyboard: the first item is highlighted, as ArrowDown does. */
  highlightFirst: boolean;
}

export function ActionsMenu({
  title,
  canManage,
  onAction,
  defaultOpen,
  highlightFirst,
}: ActionsMenuProps) {
  // The button drawn before this one had the focus: this one takes it, so the menu gives it back
  // here when it closes.
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (highlightFirst) trigger.current?.focus({ preventScroll: true });
  }, [highlightFirst]);
  const first: GroupAction | null = canManage ? 'edit' : null;
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      defaultHighlightedValue={highlightFirst ? first : null}
      onSelect={({ value }) => onAction(value as GroupAction)}
    >
      <Menu.Trigger asChild>
        <IconButton ref={trigger} aria-label={actionsLabel(title)} variant="ghost" size="sm">
          <span aria-hidden>⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {canManage ? (
              actions().map((action) => (
                <Menu.Item
                  key={action.value}
                  value={action.value}
                  color={action.value === 'delete' ? 'fg.error' : undefined}
                >
                  {action.label}
                </Menu.Item>
              ))
            ) : (
              <Menu.Item value="none" disabled>
                {GROUPS_TEXT.noActions}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
