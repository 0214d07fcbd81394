// The loaded group: heading, the read-only notice for non-managers, the score table and Save.
import type { GroupDetail } from 'shared-domain';
import { Banner, Button, Flex, Stack, Text, chakra } from 'shared-ui';
import { GroupHeading } from '../../group-data';
import { useEvaluationSheet } from '../hooks/use-evaluation-sheet';
import { EVALUATION_TEXT } from '../messages';
import { EvaluationTable } from './EvaluationTable';

export function EvaluationSheet({ group }: { group: GroupDetail }) {
  const sheet = useEvaluationSheet(group.students);
  return (
    <Stack gap="5">
      <GroupHeading group={group} pageName={EVALUATION_TEXT.pageName} />
      {sheet.canEdit ? null : <Banner status="info" title={EVALUATION_TEXT.readOnly} />}
      {group.students.length === 0 ? (
        <Stack gap="1" py="10" textAlign="center" role="status">
          <Text fontWeight="semibold">{EVALUATION_TEXT.noStudents}</Text>
          <Text color="fg.muted">{EVALUATION_TEXT.noStudentsDetail}</Text>
        </Stack>
      ) : (
        // The shared schema gives the messages; the browser's own number checks are off.
        <chakra.form
          noValidate
          aria-label="Evaluations"
          onSubmit={(event) => {
            event.preventDefault();
            void sheet.save();
          }}
        >
          <Stack gap="5">
            <EvaluationTable
              students={group.students}
              form={sheet.form}
              rows={sheet.rows}
              stored={sheet.stored}
              editable={sheet.canEdit && !sheet.saving}
            />
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="brand" disabled={sheet.saving}>
                {sheet.saving ? EVALUATION_TEXT.saving : EVALUATION_TEXT.save}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
}
