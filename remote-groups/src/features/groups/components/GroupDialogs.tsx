// The one modal the Groups screen has open at a time, each fetched as it opens (group-dialogs.ts).
import type { GroupRow, LevelUpdateSummary } from 'shared-domain';
import type { DisplayGroup } from '../model/display-group';
import type { AssignableRole } from '../model/staff-roles';
import {
  AddStudentsDialog,
  DeleteGroupDialog,
  GroupFormDialog,
  PlacePassedDialog,
  UpdateLevelDialog,
} from './group-dialogs';
import type { Placement } from './PlacePassedDialog';

export type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; group: GroupRow }
  | { kind: 'delete'; group: DisplayGroup }
  | { kind: 'level'; group: DisplayGroup }
  | { kind: 'students'; group: GroupRow }
  | ({ kind: 'place' } & Placement)
  | null;

interface GroupDialogsProps {
  dialog: OpenDialog;
  roles: readonly AssignableRole[];
  onClose: () => void;
  /** After a create, update or delete: close (the list refreshes itself). */
  onChanged: () => void;
  /**
   * After a level update, with its summary and the passed students to place in a group of their
   * new level, if any.
   */
  onLevelUpdated: (
    group: DisplayGroup,
    summary: LevelUpdateSummary,
    placement: Placement | null,
  ) => void;
}

export function GroupDialogs({
  dialog,
  roles,
  onClose,
  onChanged,
  onLevelUpdated,
}: GroupDialogsProps) {
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
      return (
        <UpdateLevelDialog
          group={dialog.group}
          onClose={onClose}
          onUpdated={(summary, placement) => onLevelUpdated(dialog.group, summary, placement)}
        />
      );
    case 'students':
      return <AddStudentsDialog group={dialog.group} onClose={onClose} />;
    case 'place':
      return <PlacePassedDialog from={dialog.from} students={dialog.students} onClose={onClose} />;
    default:
      return null;
  }
}
