// The student's user id in /api/student-profiles/{userId}/ paths; anything else is a 404.
import { z } from 'zod';
import { pathId } from '../params';

export const userIdParams = z.object({ userId: pathId });
