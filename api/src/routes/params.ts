// Path parameters shared by the resource routes.
import { z } from 'zod';

/**
 * A record's id in a path: digits only, without a leading zero, within PostgreSQL's integer range.
 * Any other spelling of a number (`0x10`, `1.0`, ` 14`, `1e1`) is a 404, never that record.
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

export const idParams = z.object({ id: pathId });
