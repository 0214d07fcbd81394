// The evaluation sheet's form and Save: checks with the shared schema (use-sheet-form.ts), then
// one PATCH per changed student in parallel. A student whose update fails keeps the typed scores
// (and the server's field errors), so a second Save retries exactly those. The saves are one mutation;
// after it the group's cached data is refreshed, so a later visit shows what the server holds.
import { useState, type ComponentType } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIsAdmin } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import {
  type Evaluation,
  type EvaluationUpdatePayload,
  type GroupDetailStudent,
} from 'shared-domain';
import { passFailBadgeLabel } from 'shared-domain/records';
import { notify } from 'shared-ui';
import { loadOnce } from 'shared-ui/forms';
import { useGroupChanged } from '../../group-data';
import { updateEvaluation } from '../api/update-evaluation';
import type { ContradictionDialogProps } from '../components/ContradictionDialog';
import { EVALUATION_TEXT, contradictionLine, partialEvaluationMessage } from '../messages';
import {
  contradictedResult,
  payloadOf,
  rowChanges,
  rowOf,
  storedOf,
  type RowOutput,
  type StoredEvaluation,
} from '../sheet-form';
import { isSheetField, useSheetForm } from './use-sheet-form';
import { preloadSheetSchema } from './use-sheet-schema';

/** The question asked before saving contradicting Decisions: a chunk fetched on first need. */
const loadContradictionDialog = loadOnce(() =>
  import('../components/ContradictionDialog').then((module) => module.ContradictionDialog),
);

interface Contradictions {
  /** One line per Decision that contradicts its Result. */
  lines: string[];
  Dialog: ComponentType<ContradictionDialogProps>;
}

function saveEach(changes: readonly { studentId: number; payload: EvaluationUpdatePayload }[]) {
  return Promise.allSettled(
    changes.map(({ studentId, payload }) => updateEvaluation(studentId, payload)),
  );
}

export function useEvaluationSheet(students: readonly GroupDetailStudent[]) {
  const canEdit = useIsAdmin();
  const groupChanged = useGroupChanged();
  const saving = useMutation({
    mutationFn: saveEach,
    onSuccess: (outcomes) => {
      if (outcomes.some((outcome) => outcome.status === 'fulfilled')) void groupChanged();
    },
  });
  const [stored, setStored] = useState(() => storedOf(students));
  // zod and the schema arrive when the focus first enters the form, or on the first check (issue
  // 11); a blur or a Save before then waits for them.
  const form = useSheetForm(() => students.map((s) => rowOf(s.id, s.evaluation)));
  // The Decisions that contradict their Result, while Save waits for a yes.
  const [contradictions, setContradictions] = useState<Contradictions | null>(null);
  const names = new Map(students.map((student) => [student.id, student.name]));

  const send = (confirmed: boolean) =>
    form.submit(async (parsed) => {
      const changed = parsed
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => rowChanges(row, stored[row.studentId]));
      if (changed.length === 0) {
        notify.info(EVALUATION_TEXT.noChanges);
        return;
      }
      if (!confirmed) {
        const lines = changed.flatMap(({ row }) => {
          const result = contradictedResult(row);
          if (!result) return [];
          const name = names.get(row.studentId) ?? `#${row.studentId}`;
          return [contradictionLine(name, passFailBadgeLabel(row.pass_fail), result)];
        });
        if (lines.length > 0) {
          setContradictions({ lines, Dialog: await loadContradictionDialog() });
          return;
        }
      }
      await saveChanged(changed);
    });

  async function saveChanged(changed: { row: RowOutput; index: number }[]) {
    const outcomes = await saving.mutateAsync(
      changed.map(({ row }) => ({ studentId: row.studentId, payload: payloadOf(row) })),
    );
    const saved: Record<number, StoredEvaluation> = {};
    outcomes.forEach((outcome, i) => {
      const { row, index } = changed[i]!;
      if (outcome.status === 'fulfilled') saved[row.studentId] = storedFrom(outcome.value);
      else showFieldErrors(outcome.reason, index);
    });
    setStored((current) => ({ ...current, ...saved }));
    report(outcomes);
  }

  function showFieldErrors(reason: unknown, index: number) {
    const { fieldErrors } = resourceActionError(reason, EVALUATION_TEXT.updateAction);
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (isSheetField(field)) form.showMessage(index, field, message);
    }
  }

  async function save(confirmed = false) {
    if (!canEdit) {
      notify.error(EVALUATION_TEXT.forbidden);
      return;
    }
    await send(confirmed);
  }

  return {
    form,
    stored,
    canEdit,
    saving: form.submitting,
    save: () => save(false),
    /** The focus entered the form: fetch the schema before anything is typed. */
    preloadSchema: preloadSheetSchema,
    contradictions,
    confirmContradictions: () => {
      setContradictions(null);
      void save(true);
    },
    reviewContradictions: () => setContradictions(null),
    /** Save is hovered or focused: fetch the question it may ask. */
    preloadQuestion: () => {
      loadContradictionDialog().catch(() => undefined);
    },
  };
}

function storedFrom(evaluation: Evaluation): StoredEvaluation {
  const { oral, participation, written, listening, tasks, total_score, pass_fail } = evaluation;
  return { oral, participation, written, listening, tasks, total_score, pass_fail };
}

function report(outcomes: PromiseSettledResult<unknown>[]) {
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  const updated = outcomes.length - failures.length;
  if (failures.length === 0) notify.success(EVALUATION_TEXT.saved);
  else if (updated > 0) notify.warning(partialEvaluationMessage(updated, outcomes.length));
  else notify.error(resourceActionError(failures[0]!.reason, EVALUATION_TEXT.updateAction).message);
}
