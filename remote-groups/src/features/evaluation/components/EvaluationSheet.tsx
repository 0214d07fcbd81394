// The loaded group's evaluation: the score table and Save, inside group-sheet's GroupSheet. A
// Decision that contradicts its Result is saved only once confirmed (the confirmation is fetched
// when it opens, issue 11).
import type { GroupDetail } from 'shared-domain';
import { Button, Flex, Stack, Text, chakra } from 'shared-ui';
import { lazyDialog } from 'shared-ui/lists';
import { GroupSheet } from '../../group-sheet';
import { useEvaluationSheet } from '../hooks/use-evaluation-sheet';
import { CONTRADICTION_TEXT, EVALUATION_TEXT } from '../messages';
import { EvaluationTable } from './EvaluationTable';

const ConfirmDialog = lazyDialog(
  () => import('shared-ui/overlays').then((module) => module.ConfirmDialog),
  CONTRADICTION_TEXT.title,
);

export function EvaluationSheet({ group }: { group: GroupDetail }) {
  const sheet = useEvaluationSheet(group.students);
  return (
    <GroupSheet group={group} canEdit={sheet.canEdit} text={EVALUATION_TEXT}>
      {/* The shared schema gives the messages; the browser's own number checks are off. */}
      <chakra.form
        noValidate
        aria-label="Evaluations"
        onFocus={sheet.preloadSchema}
        onSubmit={(event) => {
          event.preventDefault();
          void sheet.save();
        }}
      >
        <Stack gap="5">
          <EvaluationTable
            students={group.students}
            form={sheet.form}
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
      {sheet.contradictions ? (
        <ConfirmDialog
          open
          title={CONTRADICTION_TEXT.title}
          confirmLabel={CONTRADICTION_TEXT.confirm}
          cancelLabel={CONTRADICTION_TEXT.cancel}
          onConfirm={sheet.confirmContradictions}
          onCancel={sheet.reviewContradictions}
          message={
            <Stack gap="2">
              <chakra.ul ps="5" listStyleType="disc">
                {sheet.contradictions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </chakra.ul>
              <Text>Save these decisions anyway?</Text>
            </Stack>
          }
        />
      ) : null}
    </GroupSheet>
  );
}
