// Path parameters shared by the resource routes.
import { z } from 'zod';

/** An integer id in a path, within PostgreSQL's integer range; anything else is a 404. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
