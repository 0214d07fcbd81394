// A card's menu (spec sections 2 and 6): managers get Edit, Add students (issue 12), Update Level,
// Attendance, Evaluation and Delete; everyone else 'No actions available'.
import { IconButton, Portal } from 'shared-ui';
import { Menu } from 'shared-ui/overlays';
import { GROUPS_TEXT } from '../messages';

export type GroupAction =
  'edit' | 'add-students' | 'update-level' | 'attendance' | 'evaluation' | 'delete';

const ACTIONS: { value: GroupAction; label: string }[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'add-students', label: 'Add students' },
  { value: 'update-level', label: 'Update Level' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'evaluation', label: 'Evaluation' },
  { value: 'delete', label: 'Delete' },
];

interface GroupActionsMenuProps {
  title: string;
  canManage: boolean;
  onAction: (action: GroupAction) => void;
}

export function GroupActionsMenu({ title, canManage, onAction }: GroupActionsMenuProps) {
  return (
    <Menu.Root onSelect={({ value }) => onAction(value as GroupAction)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions for ${title}`} variant="ghost" size="sm">
          <span aria-hidden>⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {canManage ? (
              ACTIONS.map((action) => (
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
