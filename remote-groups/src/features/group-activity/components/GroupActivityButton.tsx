// A group card's Activity: a button that opens the latest changes of the group's record (who and
// when) in a side panel. The API answers for whoever may read the group. The panel is fetched
// when it opens (or on hover or focus of the button), not with the Groups screen.
import { useState } from 'react';
import { ACTIVITY_TEXTS } from 'shared-domain/records';
import { Button } from 'shared-ui';
import { lazyDialog, preloadOn } from 'shared-ui/lists';
import { GROUP_ACTIVITY_TEXTS } from '../messages';

const ActivityDrawer = lazyDialog(
  () => import('./ActivityDrawer').then((module) => module.ActivityDrawer),
  ({ title }) => GROUP_ACTIVITY_TEXTS.of(title),
);

export function GroupActivityButton({ groupId, title }: { groupId: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="xs"
        aria-label={GROUP_ACTIVITY_TEXTS.of(title)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...preloadOn(ActivityDrawer)}
      >
        {ACTIVITY_TEXTS.title}
      </Button>
      {open ? (
        <ActivityDrawer groupId={groupId} title={title} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
