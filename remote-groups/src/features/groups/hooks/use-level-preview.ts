// What a level update would do to the group's students today, by the pass rule the server applies
// (docs/api.md#level-update, shared-domain's levelUpdateOutcome), read from the group's details when the modal opens.
import { useQuery } from '@tanstack/react-query';
import type { GroupDetail, LevelUpdateCounts } from 'shared-domain';
import { levelUpdateOutcome } from 'shared-domain/records';
import { groupDetailQuery, groupReadError } from '../../group-data';
import { LEVEL_TEXT } from '../messages';

export type LevelPreview =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; summary: LevelUpdateCounts };

function summaryOf(group: GroupDetail): LevelUpdateCounts {
  const summary = { students_passed: 0, students_failed: 0, students_no_levels: 0 };
  for (const student of group.students) {
    const outcome = levelUpdateOutcome(student);
    if (outcome === 'passed') summary.students_passed += 1;
    else if (outcome === 'failed') summary.students_failed += 1;
    else summary.students_no_levels += 1;
  }
  return summary;
}

export function useLevelPreview(groupId: number): LevelPreview {
  const { data, error } = useQuery({ ...groupDetailQuery(groupId), select: summaryOf });
  if (data) return { status: 'loaded', summary: data };
  if (error) {
    const { message } = groupReadError(error, LEVEL_TEXT.previewAction);
    return { status: 'error', message };
  }
  return { status: 'loading' };
}
