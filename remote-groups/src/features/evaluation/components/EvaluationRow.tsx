// One student's row: five score inputs with their messages, total, result label and decision.
// Drawn again only when its own scores, messages or state change, not on another row's keystroke.
import { memo } from 'react';
import { SCORE_CAPS, SCORE_FIELDS } from 'shared-domain';
import { passFailLabel, passes } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { Badge, HStack, Text } from 'shared-ui';
import { Field, Input } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { Table } from 'shared-ui/table';
import { translateSheet as t } from '../../group-sheet';
import type { SheetField, SheetForm } from '../hooks/use-sheet-form';
import { useSheetSchema } from '../hooks/use-sheet-schema';
import { EVALUATION_TEXT, scoreInputLabel } from '../messages';
import {
  decisions,
  rowDiffers,
  shownScores,
  type RowInput,
  type StoredEvaluation,
} from '../sheet-form';
import type { RowMessages } from '../sheet-schema';

/** The student column: as wide as a name needs up to a limit, kept in view when scrolling. */
export const STICKY_NAME = {
  position: 'sticky',
  insetInlineStart: 0,
  bg: 'bg',
  zIndex: 1,
  minW: '44',
  maxW: '56',
  borderEndWidth: '1px',
} as const;

/** A score column: the input's width, which an error wraps inside. */
export const SCORE_COLUMN = { w: '24', minW: '24', maxW: '24', whiteSpace: 'normal' } as const;

interface EvaluationRowProps {
  index: number;
  name: string;
  field: SheetForm['field'];
  row: RowInput | undefined;
  messages: RowMessages | undefined;
  stored: StoredEvaluation | undefined;
  editable: boolean;
}

export const EvaluationRow = memo(function EvaluationRow({
  index,
  name,
  field: fieldProps,
  row,
  messages,
  stored,
  editable,
}: EvaluationRowProps) {
  // Its labels and numbers are in the active language: drawn again when that changes.
  useLocale();
  const schema = useSheetSchema();
  const shown = shownScores(row, stored, schema?.parseRowScores ?? null);
  const label = shown ? passFailLabel(shown) : '—';
  return (
    <Table.Row>
      <Table.Cell {...STICKY_NAME}>
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {name}
          </Text>
          {rowDiffers(row, stored) ? (
            <Badge colorPalette="orange">{EVALUATION_TEXT.unsaved}</Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      {SCORE_FIELDS.map((field) => (
        <Table.Cell key={field} verticalAlign="top" {...SCORE_COLUMN}>
          <Field.Root invalid={Boolean(messages?.[field])}>
            <Input
              size="sm"
              w="20"
              type="number"
              inputMode="numeric"
              min={0}
              max={SCORE_CAPS[field]}
              readOnly={!editable}
              aria-label={scoreInputLabel(field, name)}
              value={valueOf(row, field)}
              {...fieldProps(index, field)}
            />
            {messages?.[field] ? (
              <Field.ErrorText fontSize="xs" lineHeight="short" overflowWrap="anywhere">
                {messages[field]}
              </Field.ErrorText>
            ) : null}
          </Field.Root>
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end" fontWeight="semibold">
        {shown ? formatNumber(shown.total_score) : '—'}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={!shown ? 'gray' : passes(shown) ? 'green' : 'red'}>{label}</Badge>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        {/* Chakra's select takes its disabled state from the surrounding field. */}
        <Field.Root invalid={Boolean(messages?.pass_fail)} disabled={!editable}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('evaluation.decisionOf', { name })}
              value={valueOf(row, 'pass_fail')}
              {...fieldProps(index, 'pass_fail')}
            >
              {decisions().map((decision) => (
                <option key={decision.value} value={decision.value}>
                  {decision.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {messages?.pass_fail ? <Field.ErrorText>{messages.pass_fail}</Field.ErrorText> : null}
        </Field.Root>
      </Table.Cell>
    </Table.Row>
  );
});

function valueOf(row: RowInput | undefined, field: SheetField): string {
  return String(row?.[field] ?? '');
}
