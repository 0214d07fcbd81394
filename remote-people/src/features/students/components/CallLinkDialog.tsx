// A student's placement call from the Student List: the call they are linked to, a
// searchable picker of calls, Link and Unlink.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userRowName, type Call, type StudentProfile } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { Banner, Button, HStack, Text, notify } from 'shared-ui';
import {
  FormDialog,
  SearchablePicker,
  pickerLoadState,
  singleChoice,
  type PickerChoice,
} from 'shared-ui/overlays';
import { studentUpdateError } from '../messages';
import { callChoicesQuery } from '../api/get-call-choices';
import { useLinkCall } from '../hooks/use-link-call';
import { ENROLMENT_SENTENCES as S, ENROLMENT_TEXTS as T } from '../enrolment-messages';

function callChoice(call: Call): PickerChoice {
  return {
    id: call.id,
    label: S.callName(call.id),
    details: [formatCallTime(call.time), S.months(call.months), call.instructor_name ?? '-'].join(
      ' · ',
    ),
  };
}

interface CallLinkDialogProps {
  student: StudentProfile;
  onClose: () => void;
}

export function CallLinkDialog({ student, onClose }: CallLinkDialogProps) {
  const name = userRowName(student.user);
  const current = student.call;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const calls = useQuery(callChoicesQuery(search));
  const link = useLinkCall();

  const change = async (callId: number | null) => {
    setFailure(null);
    try {
      await link.mutateAsync({ studentId: student.id, callId });
      notify.success(T.callLinked);
      onClose();
    } catch (error) {
      const shown = studentUpdateError(error);
      setFailure(shown.detail ? `${shown.message} ${shown.detail}` : shown.message);
    }
  };

  return (
    <FormDialog
      title={S.callTitle(name)}
      submitLabel={T.link}
      submitting={link.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) setFailure(T.chooseCall);
        else void change(chosen);
      }}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>{current ? S.onCall(current.id, formatCallTime(current.time)) : T.noCall}</Text>
        {current ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void change(null)}>
            {T.unlink}
          </Button>
        ) : null}
      </HStack>
      {failure ? <Banner status="error" title={failure} /> : null}
      <SearchablePicker
        legend={T.callLegend}
        searchLabel={T.callSearch}
        choices={calls.data?.filter((call) => call.id !== current?.id).map(callChoice)}
        {...singleChoice(chosen, (id) => {
          setChosen(id);
          setFailure(null);
        })}
        onSearch={setSearch}
        {...pickerLoadState(calls, T.callsFailed)}
        emptyText={T.noCalls}
      />
    </FormDialog>
  );
}
