// The Add Group and Edit Group forms: shared-domain's schemas with their messages (spec section 5:
// days and hours are required), validation on blur, the request, and the catalogue's failure texts
// (spec section 8) as a toast and on the fields.
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { groupError, GROUPS_TEXT } from '../messages';
import { type GroupCreatePayload, type GroupRow, type GroupUpdatePayload } from 'shared-domain';
import { notify, notifyFailure } from 'shared-ui';
import { usePreloadResolver } from 'shared-ui/forms';
import { createGroupResolver, editGroupResolver } from '../form-resolvers';
import { useCreateGroup, useUpdateGroup } from './use-group-changes';

export interface GroupFormValues {
  days: string;
  hours: string;
  current_level: string;
  max_capacity: string;
  instructor: string;
  supervisor: string;
  account_manager: string;
}

const FIELDS: readonly (keyof GroupFormValues)[] = [
  'days',
  'hours',
  'current_level',
  'max_capacity',
  'instructor',
  'supervisor',
  'account_manager',
];

function idText(id: number | null): string {
  return id === null ? '' : String(id);
}

export function formValuesOf(group: GroupRow | null): GroupFormValues {
  return {
    days: group?.days ?? '',
    hours: group?.hours ?? '',
    current_level: String(group?.current_level ?? 1),
    max_capacity: group?.max_capacity ? String(group.max_capacity) : '',
    instructor: idText(group?.instructor ?? null),
    supervisor: idText(group?.supervisor ?? null),
    account_manager: idText(group?.account_manager ?? null),
  };
}

type Payload = GroupCreatePayload | GroupUpdatePayload;

/** A group form, as useGroupForm makes it. */
export type GroupForm = UseFormReturn<GroupFormValues, unknown, Payload>;

interface GroupFormOptions {
  /** null for Add Group. */
  group: GroupRow | null;
  /** An account manager's groups keep their account manager: the field is hidden, nothing sent. */
  sendsAccountManager: boolean;
  onSaved: () => void;
}

export function useGroupForm({ group, sendsAccountManager, onSaved }: GroupFormOptions) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  // Editing keeps the group's session flags (form-schemas.ts); the schema comes when first needed.
  const resolver = group ? editGroupResolver : createGroupResolver;
  usePreloadResolver(resolver);
  const form = useForm<GroupFormValues, unknown, Payload>({
    resolver: resolver as unknown as Resolver<GroupFormValues, unknown, Payload>,
    mode: 'onTouched',
    defaultValues: formValuesOf(group),
  });

  const submit = form.handleSubmit(async (values) => {
    const payload: Payload = { ...values };
    if (!sendsAccountManager) delete payload.account_manager;
    try {
      if (group) await update.mutateAsync({ id: group.id, payload });
      else await create.mutateAsync(payload as GroupCreatePayload);
      notify.success(group ? GROUPS_TEXT.updated : GROUPS_TEXT.created);
      onSaved();
    } catch (error) {
      const failure = groupError(error, group ? 'update' : 'create');
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if ((FIELDS as readonly string[]).includes(field)) {
          form.setError(field as keyof GroupFormValues, { type: 'server', message });
        }
      }
      notifyFailure(failure);
    }
  });

  return { form, submit };
}
