// A student's finished levels (the profile's level_history), oldest first: the level, its dates,
// scores, attendance, the evaluation's mark and what the level update decided. Read-only.
import {
  MAX_TOTAL_SCORE,
  SESSIONS,
  formatShortDate,
  levelLabel,
  type LevelHistoryEntry,
} from 'shared-domain';
import {
  LEVEL_HISTORY_TEXTS,
  levelDecisionText,
  passFailBadge,
  passes,
} from 'shared-domain/records';
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { texts } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { digits, en, t } from '../i18n';

const LEVELS_TEXT = texts(t, 'levels', {
  level: en.levels.level,
  dates: en.levels.dates,
  scores: en.levels.scores,
  attendance: en.levels.attendance,
  result: en.levels.result,
  decision: en.levels.decision,
});

const RESULT_PALETTE = {
  Pending: 'yellow',
  Passed: 'green',
  'Passed by decision': 'green',
  Failed: 'red',
} as const;

/** Each result's words in the catalogue. */
const RESULT_TEXT = {
  Pending: 'result.pending',
  Passed: 'result.passed',
  'Passed by decision': 'result.passedByDecision',
  Failed: 'result.failed',
} as const;

/**
 * The evaluation's mark, told apart when it says passed under the pass rule (70+ total, 30+
 * oral): a manager marked the student passed, and the scores alone would not have.
 */
function resultOf(entry: LevelHistoryEntry): keyof typeof RESULT_PALETTE {
  const badge = passFailBadge(entry.result);
  return badge === 'Passed' && !passes(entry) ? 'Passed by decision' : badge;
}

/** Who marked a pass under the mark, and when, as the audit trail has it. */
function decisionNote(entry: LevelHistoryEntry): string {
  if (!entry.marked_by) return t('levels.markedByCentre');
  if (!entry.marked_at) return t('levels.markedBy', { name: entry.marked_by });
  return t('levels.markedByOn', {
    name: entry.marked_by,
    date: formatShortDate(entry.marked_at),
  });
}

export interface LevelHistoryTableProps {
  history: LevelHistoryEntry[];
  /** The table's caption, e.g. 'My levels'. */
  caption: string;
}

export function LevelHistoryTable({ history, caption }: LevelHistoryTableProps) {
  useLocale();
  if (!history.length)
    return (
      <Text role="status" color="fg.muted">
        {LEVEL_HISTORY_TEXTS.empty}
      </Text>
    );
  // The table scrolls sideways on narrow screens: a keyboard user reaches it (Tab) to scroll it.
  return (
    <Box
      overflowX="auto"
      // A scrolling region is focusable so it can be scrolled by keyboard (WAI's advice).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('levels.region', { caption })}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{LEVELS_TEXT.level}</Table.ColumnHeader>
            <Table.ColumnHeader>{LEVELS_TEXT.dates}</Table.ColumnHeader>
            <Table.ColumnHeader>{LEVELS_TEXT.scores}</Table.ColumnHeader>
            <Table.ColumnHeader>{LEVELS_TEXT.attendance}</Table.ColumnHeader>
            <Table.ColumnHeader>{LEVELS_TEXT.result}</Table.ColumnHeader>
            <Table.ColumnHeader>{LEVELS_TEXT.decision}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((entry) => {
            const result = resultOf(entry);
            return (
              <Table.Row key={entry.finished_at + entry.level}>
                <Table.Cell fontWeight="semibold">{levelLabel(entry.level)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatShortDate(entry.started_at)} – {formatShortDate(entry.finished_at)}
                </Table.Cell>
                <Table.Cell>
                  <Text>
                    {digits(entry.total_score)} / {digits(MAX_TOTAL_SCORE)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('levels.scoreParts', {
                      oral: digits(entry.oral),
                      participation: digits(entry.participation),
                      written: digits(entry.written),
                      listening: digits(entry.listening),
                      tasks: digits(entry.tasks),
                    })}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {digits(entry.total_attendance)} / {digits(SESSIONS)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={RESULT_PALETTE[result]}>{t(RESULT_TEXT[result])}</Badge>
                  {result === 'Passed by decision' ? (
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {decisionNote(entry)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{levelDecisionText(entry)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
