// A group's Activity in a side panel: the latest changes of the group's record (who and when). A
// chunk of its own (the drawer's machinery, shared-ui/overlays), mounted while open.
import { CloseButton, Portal } from 'shared-ui';
import { ActivityPanel } from 'shared-ui/lists';
import { Drawer } from 'shared-ui/overlays';
import { groupActivityQuery } from '../api/get-group-activity';
import { GROUP_ACTIVITY_TEXTS, groupActivityError } from '../messages';

export function ActivityDrawer({ groupId, title, onClose }: ActivityDrawerProps) {
  const name = GROUP_ACTIVITY_TEXTS.of(title);
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ActivityPanel
                options={groupActivityQuery(groupId)}
                errorMessage={groupActivityError}
                label={name}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={GROUP_ACTIVITY_TEXTS.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export interface ActivityDrawerProps {
  groupId: number;
  title: string;
  onClose: () => void;
}
