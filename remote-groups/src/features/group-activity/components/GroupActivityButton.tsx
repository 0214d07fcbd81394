// A group card's Activity: a button that opens the latest changes of the group's record (who and
// when) in a side panel. The API answers for whoever may read the group.
import { useState } from 'react';
import { ACTIVITY_TEXTS } from 'shared-domain';
import { Button, CloseButton, Portal } from 'shared-ui';
import { ActivityPanel } from 'shared-ui/lists';
import { Drawer } from 'shared-ui/overlays';
import { groupActivityQuery } from '../api/get-group-activity';
import { GROUP_ACTIVITY_TEXTS, groupActivityError } from '../messages';

export function GroupActivityButton({ groupId, title }: { groupId: number; title: string }) {
  const [open, setOpen] = useState(false);
  const name = GROUP_ACTIVITY_TEXTS.of(title);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size="md"
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" size="xs" aria-label={name}>
          {ACTIVITY_TEXTS.title}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {open ? (
                <ActivityPanel
                  options={groupActivityQuery(groupId)}
                  errorMessage={groupActivityError}
                  label={name}
                />
              ) : null}
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
