// The Staff List's columns (spec sections 2 and 3, 'User list row display'); phone, nationality,
// gender, status and role edit in place. A member's own row cannot change role or be deactivated.
import type { ReactNode } from 'react';
import {
  GENDER_NAMES,
  GENDERS,
  ROLE_LABELS,
  type StaffRole,
  type User,
  userListRow,
} from 'shared-domain';
import { Badge } from 'shared-ui';
import { type DataTableColumn, Input } from 'shared-ui/lists';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';
import { EditSelect } from '../../lists';
import type { StaffDraft } from '../api/update-staff';

type Column = DataTableColumn<User, StaffDraft>;
type Update = (patch: Partial<StaffDraft>) => void;

const HEADERS = texts(t, 'staffColumns', en.staffColumns);

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
    text('id', HEADERS.id),
    text('name', HEADERS.name),
    text('username', HEADERS.username),
    text('email', HEADERS.email),
    { ...text('phone', HEADERS.phone), edit: textInput(HEADERS.phone, 'phone_number') },
    {
      ...text('gender', HEADERS.gender),
      edit: (draft, update) => (
        <EditSelect
          label={HEADERS.gender}
          value={draft.gender}
          options={withBlank(
            draft.gender,
            GENDERS.map((g) => ({ value: g, label: GENDER_NAMES[g] })),
          )}
          onChange={(gender) => update({ gender })}
        />
      ),
    },
    {
      ...text('nationality', HEADERS.nationality),
      edit: textInput(HEADERS.nationality, 'nationality'),
    },
    {
      ...text('role', HEADERS.role),
      edit: (draft, update) => {
        // The member's own role stays as it is; other roles only among those this viewer manages.
        const own = roles.includes(draft.role as StaffRole)
          ? roles
          : [draft.role as StaffRole, ...roles];
        return (
          <EditSelect
            label={HEADERS.role}
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
      header: HEADERS.status,
      render: (member) => (
        <Badge colorPalette={member.is_active ? 'green' : 'gray'}>
          {userListRow(member).status}
        </Badge>
      ),
      edit: (draft, update) => (
        <EditSelect
          label={HEADERS.status}
          value={draft.status}
          options={[
            { value: 'active', label: HEADERS.active },
            { value: 'inactive', label: HEADERS.inactive },
          ]}
          onChange={(status) => update({ status: status as StaffDraft['status'] })}
          disabled={draft.self}
        />
      ),
    },
    text('verified', HEADERS.verified),
    text('created', HEADERS.created),
    text('updated', HEADERS.updated),
  ];
}
