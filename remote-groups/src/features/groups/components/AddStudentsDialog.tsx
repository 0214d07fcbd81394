// A group card's Add students: the group's fill, a searchable picker of students (their
// level, group and status), a warning for each chosen student whose level is not the group's, and
// the server's refusal (a full group) in its own words.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { levelLabel, userRowName, type GroupRow, type StudentProfile } from 'shared-domain';
import { groupFillText, groupTitle, levelMismatchMessage } from 'shared-domain/records';
import { studentStatusLabel } from 'shared-domain/people';
import { Banner, Stack, Text, notify } from 'shared-ui';
import {
  FormDialog,
  SearchablePicker,
  pickerLoadState,
  enrolmentError,
  useEnrolStudents,
  type PickerChoice,
} from 'shared-ui/overlays';
import { studentChoicesQuery } from '../api/get-student-choices';
import { ENROLMENT_TEXT as T } from '../messages';

function studentChoice(student: StudentProfile): PickerChoice {
  return {
    id: student.id,
    label: userRowName(student.user),
    details: [
      levelLabel(student.current_level),
      student.group ? groupTitle(student.group) : T.noGroup,
      studentStatusLabel(student.status),
    ].join(' · '),
  };
}

interface AddStudentsDialogProps {
  group: GroupRow;
  onClose: () => void;
}

export function AddStudentsDialog({ group, onClose }: AddStudentsDialogProps) {
  const title = groupTitle(group);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  // Chosen students stay known while the search changes what the picker lists.
  const [known, setKnown] = useState<Map<number, StudentProfile>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const students = useQuery(studentChoicesQuery(search));
  const enrol = useEnrolStudents();
  const choices = students.data?.filter((student) => student.group?.id !== group.id);
  const warnings = chosen
    .map((id) => known.get(id))
    .map((student) =>
      student
        ? levelMismatchMessage(
            userRowName(student.user),
            student.current_level,
            group.current_level,
          )
        : undefined,
    )
    .filter((warning): warning is string => warning !== undefined);

  const choose = (ids: number[]) => {
    setChosen(ids);
    setRefusal(null);
    setKnown((before) => {
      const next = new Map(before);
      for (const student of students.data ?? [])
        if (ids.includes(student.id)) next.set(student.id, student);
      return next;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (chosen.length === 0) {
      setRefusal(T.chooseStudents);
      return;
    }
    try {
      const answer = await enrol.mutateAsync({ groupId: group.id, students: chosen });
      notify.success(answer.message);
      for (const warning of answer.warnings) notify.warning(warning);
      onClose();
    } catch (error) {
      setRefusal(enrolmentError(error).message);
    }
  };

  return (
    <FormDialog
      title={T.addStudents(title)}
      submitLabel={T.addSubmit}
      submitting={enrol.isPending}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Text>
        {title} · {levelLabel(group.current_level)} ·{' '}
        {groupFillText(group.students_count, group.max_capacity)}
      </Text>
      {refusal ? <Banner status="error" title={refusal} /> : null}
      <SearchablePicker
        legend={T.studentsLegend}
        searchLabel={T.studentsSearch}
        multiple
        choices={choices?.map(studentChoice)}
        selected={chosen}
        onChange={choose}
        onSearch={setSearch}
        {...pickerLoadState(students, T.studentsFailed)}
        emptyText={T.noStudents}
        footer={
          warnings.length ? (
            <Stack gap="2">
              {warnings.map((warning) => (
                <Banner key={warning} status="warning" title={warning} />
              ))}
            </Stack>
          ) : null
        }
      />
    </FormDialog>
  );
}
