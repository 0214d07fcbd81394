// The loaded group's evaluation: the score table and Save, inside group-sheet's GroupSheet. A
// Decision that contradicts its Result is saved only once confirmed (the question is fetched when
// Save is hovered or focused, or by the Save that needs it: ContradictionDialog.tsx).
import type { GroupDetail } from 'shared-domain';
import { Button, Flex, Stack, chakra } from 'shared-ui';
import { GroupSheet } from '../../group-sheet';
import { useEvaluationSheet } from '../hooks/use-evaluation-sheet';
import { EVALUATION_TEXT } from '../messages';
import { EvaluationTable } from './EvaluationTable';

export function EvaluationSheet({ group }: { group: GroupDetail }) {
  const sheet = useEvaluationSheet(group.students);
  return (
    <GroupSheet group={group} canEdit={sheet.canEdit} text={EVALUATION_TEXT}>
      {/* The shared schema gives the messages; the browser's own number checks are off. */}
      <chakra.form
        noValidate
        aria-label={EVALUATION_TEXT.table}
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
            <Button
              type="submit"
              colorPalette="brand"
              disabled={sheet.saving}
              onPointerEnter={sheet.preloadQuestion}
              onFocus={sheet.preloadQuestion}
            >
              {sheet.saving ? EVALUATION_TEXT.saving : EVALUATION_TEXT.save}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
      {sheet.contradictions ? (
        <sheet.contradictions.Dialog
          lines={sheet.contradictions.lines}
          onConfirm={sheet.confirmContradictions}
          onCancel={sheet.reviewContradictions}
        />
      ) : null}
    </GroupSheet>
  );
}
