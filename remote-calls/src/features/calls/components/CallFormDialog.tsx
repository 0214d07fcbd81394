// The Add Call and Edit Call modals: validation on blur with shared-domain's call schema, the
// server's field errors on the fields, and the catalogue's toasts (spec sections 2, 5 and 8).
import { useForm } from 'react-hook-form';
import { callError, CALLS_TEXT } from '../messages';
import type { Call, CallPayload } from 'shared-domain';
import { Banner, notify, notifyFailure } from 'shared-ui';
import { usePreloadResolver } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import {
  CALL_FORM_FIELDS,
  callForm,
  callFormResolver,
  newCallForm,
  type CallFormField,
  type CallFormValues,
} from '../form/call-form';
import type { CallPermissions } from '../hooks/use-call-permissions';
import { useSaveCall } from '../hooks/use-call-changes';
import { useStaffChoices } from '../hooks/use-staff-choices';
import { CallFormFields } from './CallFormFields';

// Validate a field on its first blur, then on every change so a fixed error clears while typing
// (the host's forms do the same).
const VALIDATION_MODE = 'onTouched' as const;

interface CallFormDialogProps {
  /** The call to edit; null adds a new one. */
  call: Call | null;
  permissions: CallPermissions;
  onClose: () => void;
  onSaved: () => void;
}

export function CallFormDialog({ call, permissions, onClose, onSaved }: CallFormDialogProps) {
  usePreloadResolver(callFormResolver);
  const staff = useStaffChoices(permissions.assignableRoles);
  const save = useSaveCall();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<CallFormValues, unknown, CallPayload>({
    resolver: callFormResolver,
    mode: VALIDATION_MODE,
    defaultValues: call
      ? callForm(call)
      : newCallForm(permissions.isAccountManager ? permissions.userId : null),
  });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ id: call?.id ?? null, payload });
    } catch (error) {
      const failure = callError(error, call ? 'update' : 'create');
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (CALL_FORM_FIELDS.includes(field as CallFormField)) {
          setError(field as CallFormField, { type: 'server', message });
        }
      }
      notifyFailure(failure);
      return;
    }
    notify.success(call ? CALLS_TEXT.updated : CALLS_TEXT.created);
    onSaved();
  });

  const title = call ? CALLS_TEXT.editTitle : CALLS_TEXT.addTitle;
  return (
    <FormDialog
      title={title}
      size="lg"
      submitLabel={call ? CALLS_TEXT.saveChanges : CALLS_TEXT.save}
      submittingLabel={CALLS_TEXT.saving}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {staff.error ? <Banner status="error" title={staff.error} /> : null}
      <CallFormFields
        register={register}
        control={control}
        choices={staff.choices}
        call={call}
        isAccountManager={permissions.isAccountManager}
      />
    </FormDialog>
  );
}
