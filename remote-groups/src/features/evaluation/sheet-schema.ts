// The evaluation sheet's schema (the shared evaluation schema per row, spec sections 5 and 9): a
// chunk with zod, fetched when the focus first enters the sheet or on its first check.
import { z } from 'zod';
import { SCORE_CAPS, SCORE_FIELDS, type ScoreField } from 'shared-domain';
import { SCORE_RANGE_MESSAGES, evaluationUpdateSchema, numberLike } from 'shared-domain/schemas';
import { activeLocale } from 'shared-i18n';
import { scoreRequiredMessage, wholeScoreMessage } from './messages';

/**
 * A score of the sheet, which always sends all five: the API's range message (spec section 5) for a
 * value outside its cap, and the sheet's own for an empty field and a fraction.
 */
function sheetScore(field: ScoreField) {
  const range = SCORE_RANGE_MESSAGES[field];
  return numberLike(range, scoreRequiredMessage(field)).pipe(
    z.number().int(wholeScoreMessage(field)).min(0, range).max(SCORE_CAPS[field], range),
  );
}

function buildRowSchema() {
  return evaluationUpdateSchema.extend({
    studentId: z.number(),
    ...(Object.fromEntries(SCORE_FIELDS.map((field) => [field, sheetScore(field)])) as Record<
      ScoreField,
      ReturnType<typeof sheetScore>
    >),
  });
}

export type RowSchema = ReturnType<typeof buildRowSchema>;

// The messages are written into the schema: it is built again when the language changes.
let built: { locale: string; schema: RowSchema } | null = null;

function rowSchema(): RowSchema {
  const locale = activeLocale();
  if (built?.locale !== locale) built = { locale, schema: buildRowSchema() };
  return built.schema;
}

/** A row's message per field: the schema's first for a wrong field, none for a right one. */
export type RowMessages = Partial<Record<keyof z.input<RowSchema>, string>>;

function messagesOf(error: z.ZodError): RowMessages {
  const messages: RowMessages = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof RowMessages;
    messages[field] ??= issue.message;
  }
  return messages;
}

/** One typed row's messages. */
export function rowMessages(row: unknown): RowMessages {
  const parsed = rowSchema().safeParse(row);
  return parsed.success ? {} : messagesOf(parsed.error);
}

/** The typed rows as the schema reads them, or, when a field is wrong, every row's messages. */
export function readSheet(
  rows: readonly unknown[],
): { rows: z.output<RowSchema>[] } | { messages: RowMessages[] } {
  const schema = rowSchema();
  const parsed = rows.map((row) => schema.safeParse(row));
  if (parsed.every((result) => result.success)) return { rows: parsed.map(({ data }) => data!) };
  return { messages: parsed.map((result) => (result.success ? {} : messagesOf(result.error))) };
}

/** A typed row's scores as the schema reads them, or null while one is invalid. */
export function parseRowScores(row: unknown) {
  const parsed = evaluationUpdateSchema.safeParse(row ?? {});
  return parsed.success ? parsed.data : null;
}
