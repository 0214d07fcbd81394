// /groups/{groupId}/evaluation (spec section 2): the group's sheet inside group-sheet's page frame.
import { GroupSheetFrame } from '../../group-sheet';
import { EVALUATION_TEXT } from '../messages';
import { EvaluationSheet } from './EvaluationSheet';

export function EvaluationPage({ groupId }: { groupId: number | null }) {
  return (
    <GroupSheetFrame groupId={groupId} text={EVALUATION_TEXT}>
      {(group) => <EvaluationSheet key={group.updated_at} group={group} />}
    </GroupSheetFrame>
  );
}
