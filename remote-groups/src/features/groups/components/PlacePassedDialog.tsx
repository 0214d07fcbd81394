// After a level update: the students who passed, placed in one step in another group of
// their new level, chosen from a picker with each group's schedule and fill. A full group's
// refusal shows in the server's words.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { levelLabel, type GroupRow, type GroupStudent } from 'shared-domain';
import { Banner, Text, notify } from 'shared-ui';
import {
  FormDialog,
  SearchablePicker,
  pickerLoadState,
  singleChoice,
  enrolmentError,
  groupPickerChoice,
  useEnrolStudents,
} from 'shared-ui/overlays';
import { groupsQuery } from '../api/get-groups';
import { ENROLMENT_TEXT as T, GROUPS_TEXT } from '../messages';

export interface Placement {
  /** The group as the level update left it: at the new level, holding those who passed. */
  from: GroupRow;
  students: GroupStudent[];
}

interface PlacePassedDialogProps extends Placement {
  onClose: () => void;
}

export function PlacePassedDialog({ from, students, onClose }: PlacePassedDialogProps) {
  const level = levelLabel(from.current_level);
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const groups = useQuery(groupsQuery());
  const enrol = useEnrolStudents();
  const needle = term.trim().toLowerCase();
  const choices = groups.data
    ?.filter((group) => group.current_level === from.current_level && group.id !== from.id)
    .map(groupPickerChoice)
    .filter((choice) => `${choice.label} ${choice.details}`.toLowerCase().includes(needle));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (chosen === null) {
      setRefusal(T.chooseGroup);
      return;
    }
    try {
      const answer = await enrol.mutateAsync({
        groupId: chosen,
        students: students.map((student) => student.id),
      });
      notify.success(answer.message);
      for (const warning of answer.warnings) notify.warning(warning);
      onClose();
    } catch (error) {
      setRefusal(enrolmentError(error).message);
    }
  };

  return (
    <FormDialog
      title={T.placeTitle}
      submitLabel={T.placeSubmit(students.length)}
      submitting={enrol.isPending}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Text>
        {T.passed(
          students.map((student) => student.name),
          level,
        )}
      </Text>
      {refusal ? <Banner status="error" title={refusal} /> : null}
      <SearchablePicker
        legend={T.placeLegend}
        searchLabel={T.placeSearch}
        choices={choices}
        {...singleChoice(chosen, (id) => {
          setChosen(id);
          setRefusal(null);
        })}
        onSearch={setTerm}
        {...pickerLoadState(groups, GROUPS_TEXT.loadFailed)}
        emptyText={T.noGroupsAtLevel(level)}
      />
    </FormDialog>
  );
}
