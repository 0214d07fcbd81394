// The student's user id in /api/student-profiles/{userId}/ paths; anything else is a 404.
import { z } from 'zod';

export const userIdParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
