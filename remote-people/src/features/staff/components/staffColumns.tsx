// The Staff List's columns (spec sections 2 and 3, 'User list row display'); phone, nationality,
// gender, status and role edit in place. A member's own row cannot change role or be deactivated.
import type { ReactNode } from 'react';
import { GENDERS, ROLE_LABELS, type StaffRole, type User, userListRow } from 'shared-domain';
import { Badge } from 'shared-ui';
import { type DataTableColumn, Input } from 'shared-ui/lists';
import { EditSelect } from '../../lists';
import type { StaffDraft } from '../api/update-staff';

type Column = DataTableColumn<User, StaffDraft>;
type Update = (patch: Partial<StaffDraft>) => void;

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female' };

function text(key: keyof ReturnType<typeof userListRow>, header: string): Column {
  return { key, header, render: (member) => userListRow(member)[key] };
}

function textInput(label: string, field: 'phone_number' | 'nationality') {
  return (draft: StaffDraft, update: Update): ReactNode => (
    <Input
      size="xs"
      minW="32"
      aria-label={label}
      value={draft[field]}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
}

/** A blank choice is offered only when the member has no value yet. */
function withBlank(current: string, options: { value: string; label: string }[]) {
  return current === '' ? [{ value: '', label: '-' }, ...options] : options;
}

export function staffColumns(roles: readonly StaffRole[]): Column[] {
  return [
    text('id', 'ID'),
    text('name', 'Name'),
    text('username', 'Username'),
    text('email', 'Email'),
    { ...text('phone', 'Phone'), edit: textInput('Phone', 'phone_number') },
    {
      ...text('gender', 'Gender'),
      edit: (draft, update) => (
        <EditSelect
          label="Gender"
          value={draft.gender}
          options={withBlank(
            draft.gender,
            GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g]! })),
          )}
          onChange={(gender) => update({ gender })}
        />
      ),
    },
    { ...text('nationality', 'Nationality'), edit: textInput('Nationality', 'nationality') },
    {
      ...text('role', 'Role'),
      edit: (draft, update) => {
        // The member's own role stays as it is; other roles only among those this viewer manages.
        const own = roles.includes(draft.role as StaffRole)
          ? roles
          : [draft.role as StaffRole, ...roles];
        return (
          <EditSelect
            label="Role"
            value={draft.role}
            options={own.map((role) => ({ value: role, label: ROLE_LABELS[role] ?? role }))}
            onChange={(role) => update({ role })}
            disabled={draft.self}
          />
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      render: (member) => (
        <Badge colorPalette={member.is_active ? 'green' : 'gray'}>
          {userListRow(member).status}
        </Badge>
      ),
      edit: (draft, update) => (
        <EditSelect
          label="Status"
          value={draft.status}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          onChange={(status) => update({ status: status as StaffDraft['status'] })}
          disabled={draft.self}
        />
      ),
    },
    text('verified', 'Verified'),
    text('created', 'Created At'),
    text('updated', 'Updated At'),
  ];
}
