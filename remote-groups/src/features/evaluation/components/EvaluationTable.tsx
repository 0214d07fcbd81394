// Scores per student with their caps (spec section 9), the total and the pass rule's label as
// the scores are typed, and the pass_fail decision the level update reads. The grid keeps its
// shape: each column has its own width (an error wraps inside its cell, never widens it; a header
// word widens it rather than break) and the student column stays in view while the table scrolls
// sideways.
import { SCORE_CAPS, SCORE_FIELDS, type GroupDetailStudent } from 'shared-domain';
import { formatNumber } from 'shared-i18n';
import { chakra } from 'shared-ui';
import { Table } from 'shared-ui/table';
import type { SheetForm } from '../hooks/use-sheet-form';
import { EVALUATION_TEXT, SCORE_LABELS } from '../messages';
import type { StoredEvaluation } from '../sheet-form';
import { EvaluationRow, SCORE_COLUMN, STICKY_NAME } from './EvaluationRow';

interface EvaluationTableProps {
  students: readonly GroupDetailStudent[];
  form: SheetForm;
  stored: Record<number, StoredEvaluation>;
  editable: boolean;
}

export function EvaluationTable({ students, form, stored, editable }: EvaluationTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={EVALUATION_TEXT.table}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...STICKY_NAME} zIndex="2">
              {EVALUATION_TEXT.student}
            </Table.ColumnHeader>
            {SCORE_FIELDS.map((field) => (
              <Table.ColumnHeader key={field} minW={SCORE_COLUMN.minW}>
                {/* Each word whole: the column grows to its longest word rather than split it. */}
                <chakra.span whiteSpace="nowrap">{SCORE_LABELS[field]}</chakra.span>{' '}
                <chakra.span whiteSpace="nowrap">{`(${formatNumber(0)}-${formatNumber(SCORE_CAPS[field])})`}</chakra.span>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{EVALUATION_TEXT.total}</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">{EVALUATION_TEXT.result}</Table.ColumnHeader>
            <Table.ColumnHeader minW="32">{EVALUATION_TEXT.decision}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student, index) => (
            <EvaluationRow
              key={student.id}
              index={index}
              name={student.name}
              field={form.field}
              row={form.rows[index]}
              messages={form.messages[index]}
              stored={stored[student.id]}
              editable={editable}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
