// The one modal the Groups screen has open at a time.
import type { GroupRow } from 'shared-domain';
import type { DisplayGroup } from '../model/display-group';
import type { AssignableRole } from '../model/staff-roles';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupFormDialog } from './GroupFormDialog';
import { UpdateLevelDialog } from './UpdateLevelDialog';

export type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; group: GroupRow }
  | { kind: 'delete'; group: DisplayGroup }
  | { kind: 'level'; group: DisplayGroup }
  | null;

interface GroupDialogsProps {
  dialog: OpenDialog;
  roles: readonly AssignableRole[];
  onClose: () => void;
  /** After a create, update, delete or level update: close (the list refreshes itself). */
  onChanged: () => void;
}

export function GroupDialogs({ dialog, roles, onClose, onChanged }: GroupDialogsProps) {
  switch (dialog?.kind) {
    case 'add':
      return <GroupFormDialog group={null} roles={roles} onClose={onClose} onSaved={onChanged} />;
    case 'edit':
      return (
        <GroupFormDialog group={dialog.group} roles={roles} onClose={onClose} onSaved={onChanged} />
      );
    case 'delete':
      return <DeleteGroupDialog group={dialog.group} onClose={onClose} onDeleted={onChanged} />;
    case 'level':
      return <UpdateLevelDialog group={dialog.group} onClose={onClose} onUpdated={onChanged} />;
    default:
      return null;
  }
}
