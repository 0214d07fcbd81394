// The evaluation sheet's schema (the shared evaluation schema per row: caps and messages of spec
// sections 5 and 9) and its resolver: a chunk of its own, with zod, fetched when the focus first
// enters the sheet or on its first validation (hooks/use-sheet-schema.ts), not with the screen
// (issue 11).
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { evaluationUpdateSchema } from 'shared-domain/schemas';

export const evaluationSheetSchema = z.object({
  students: z.array(evaluationUpdateSchema.extend({ studentId: z.number() })),
});

export const sheetResolver = zodResolver(evaluationSheetSchema);

/** A typed row's scores as the schema reads them, or null while one is invalid. */
export function parseRowScores(row: unknown) {
  const parsed = evaluationUpdateSchema.safeParse(row ?? {});
  return parsed.success ? parsed.data : null;
}
