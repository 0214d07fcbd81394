// The Add Student and Add Staff forms' resolvers: a module of its own, fetched with zod and the
// schemas when a form opens or first validates (form-resolvers.ts), not with the list screens.
import { zodResolver } from '@hookform/resolvers/zod';
import { createStaffSchema, createStudentSchema } from 'shared-domain/schemas';

export const createStaffResolver = zodResolver(createStaffSchema);
export const createStudentResolver = zodResolver(createStudentSchema);
