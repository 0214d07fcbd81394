// What a level update would do to the group's students today, by the pass rule the server applies
// (API.md, shared-domain's levelUpdateOutcome), read from the group's details when the modal opens.
import { useEffect, useState } from 'react';
import { resourceActionError } from 'shared-auth';
import { levelUpdateOutcome, type LevelUpdateSummary } from 'shared-domain';
import { getGroupDetail } from '../../group-data';

export type LevelPreview =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; summary: LevelUpdateSummary };

export const PREVIEW_ACTION = 'loading the students of the group';

export function useLevelPreview(groupId: number): LevelPreview {
  const [preview, setPreview] = useState<LevelPreview>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getGroupDetail(groupId).then(
      (group) => {
        if (!current) return;
        const summary = { students_passed: 0, students_failed: 0, students_no_levels: 0 };
        for (const student of group.students) {
          const outcome = levelUpdateOutcome(student);
          if (outcome === 'passed') summary.students_passed += 1;
          else if (outcome === 'failed') summary.students_failed += 1;
          else summary.students_no_levels += 1;
        }
        setPreview({ status: 'loaded', summary });
      },
      (error: unknown) => {
        if (!current) return;
        const { message } = resourceActionError(error, PREVIEW_ACTION, { resource: 'group' });
        setPreview({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [groupId]);

  return preview;
}
