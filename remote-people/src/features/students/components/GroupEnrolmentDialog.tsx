// A student's group from the Student List: where they are, a picker of groups with level, schedule
// and fill, a warning for another level, the server's refusal in its words, and Remove.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { levelLabel, userRowName, type StudentProfile } from 'shared-domain';
import { formatGroupHours, groupTitle, levelMismatchMessage } from 'shared-domain/records';
import { Banner, Button, HStack, Text, notify } from 'shared-ui';
import {
  FormDialog,
  SearchablePicker,
  pickerLoadState,
  singleChoice,
  enrolmentError,
  groupPickerChoice,
  useEnrolStudents,
  useRemoveFromGroup,
} from 'shared-ui/overlays';
import { groupChoicesQuery } from '../api/get-group-choices';
import { ENROLMENT_SENTENCES as S, ENROLMENT_TEXTS as T } from '../enrolment-messages';

interface GroupEnrolmentDialogProps {
  student: StudentProfile;
  onClose: () => void;
}

export function GroupEnrolmentDialog({ student, onClose }: GroupEnrolmentDialogProps) {
  const name = userRowName(student.user);
  const current = student.group;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const groups = useQuery(groupChoicesQuery(search));
  const enrol = useEnrolStudents();
  const remove = useRemoveFromGroup();
  const choices = groups.data?.filter((group) => group.id !== current?.id);
  const chosenGroup = groups.data?.find((group) => group.id === chosen);
  const mismatch = chosenGroup
    ? levelMismatchMessage(name, student.current_level, chosenGroup.current_level)
    : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (chosen === null) {
      setRefusal(T.chooseGroup);
      return;
    }
    try {
      const answer = await enrol.mutateAsync({ groupId: chosen, students: [student.id] });
      notify.success(answer.message);
      for (const warning of answer.warnings) notify.warning(warning);
      onClose();
    } catch (error) {
      setRefusal(enrolmentError(error).message);
    }
  };

  const removeFromGroup = async () => {
    if (!current) return;
    setRefusal(null);
    try {
      await remove.mutateAsync({ groupId: current.id, studentId: student.id });
      notify.success(S.removed(name, groupTitle(current)));
      onClose();
    } catch (error) {
      setRefusal(enrolmentError(error, T.removeAction).message);
    }
  };

  return (
    <FormDialog
      title={S.groupTitle(name)}
      submitLabel={current ? T.move : T.enrol}
      submitting={enrol.isPending || remove.isPending}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>
          {current
            ? S.inGroup(
                groupTitle(current),
                levelLabel(current.current_level),
                formatGroupHours(current.hours),
              )
            : T.noGroup}{' '}
          <Text as="span" color="fg.muted">
            {S.studentLevel(levelLabel(student.current_level))}
          </Text>
        </Text>
        {current ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => void removeFromGroup()}
          >
            {T.remove}
          </Button>
        ) : null}
      </HStack>
      {refusal ? <Banner status="error" title={refusal} /> : null}
      <SearchablePicker
        legend={T.groupLegend}
        searchLabel={T.groupSearch}
        choices={choices?.map(groupPickerChoice)}
        {...singleChoice(chosen, (id) => {
          setChosen(id);
          setRefusal(null);
        })}
        onSearch={setSearch}
        {...pickerLoadState(groups, T.groupsFailed)}
        emptyText={T.noGroups}
        footer={mismatch ? <Banner status="warning" title={mismatch} /> : null}
      />
    </FormDialog>
  );
}
