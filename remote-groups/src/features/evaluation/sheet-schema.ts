// The evaluation sheet's schema (the shared evaluation schema per row, spec sections 5 and 9): a
// chunk with zod, fetched when the focus first enters the sheet or on its first check.
import { z } from 'zod';
import { evaluationUpdateSchema } from 'shared-domain/schemas';

const rowSchema = evaluationUpdateSchema.extend({ studentId: z.number() });

export const evaluationSheetSchema = z.object({ students: z.array(rowSchema) });

/** A row's message per field: the schema's first for a wrong field, none for a right one. */
export type RowMessages = Partial<Record<keyof z.input<typeof rowSchema>, string>>;

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
  const parsed = rowSchema.safeParse(row);
  return parsed.success ? {} : messagesOf(parsed.error);
}

/** The typed rows as the schema reads them, or, when a field is wrong, every row's messages. */
export function readSheet(
  rows: readonly unknown[],
): { rows: z.output<typeof rowSchema>[] } | { messages: RowMessages[] } {
  const parsed = rows.map((row) => rowSchema.safeParse(row));
  if (parsed.every((result) => result.success)) return { rows: parsed.map(({ data }) => data!) };
  return { messages: parsed.map((result) => (result.success ? {} : messagesOf(result.error))) };
}

/** A typed row's scores as the schema reads them, or null while one is invalid. */
export function parseRowScores(row: unknown) {
  const parsed = evaluationUpdateSchema.safeParse(row ?? {});
  return parsed.success ? parsed.data : null;
}
