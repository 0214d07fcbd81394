// A group's Activity in a side panel: the latest changes of the group's record (who and when). A
// chunk of its own (the panel's machinery, shared-ui/overlays), mounted while open.
import { ActivityPanel } from 'shared-ui/history';
import { SidePanel } from 'shared-ui/overlays';
import { groupActivityQuery } from '../api/get-group-activity';
import { GROUP_ACTIVITY_TEXTS, groupActivityError } from '../messages';

export function ActivityDrawer({ groupId, title, onClose }: ActivityDrawerProps) {
  const name = GROUP_ACTIVITY_TEXTS.of(title);
  return (
    <SidePanel title={name} closeLabel={GROUP_ACTIVITY_TEXTS.close} onClose={onClose}>
      <ActivityPanel
        options={groupActivityQuery(groupId)}
        errorMessage={groupActivityError}
        label={name}
      />
    </SidePanel>
  );
}

export interface ActivityDrawerProps {
  groupId: number;
  title: string;
  onClose: () => void;
}
