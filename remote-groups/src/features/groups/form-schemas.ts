// The Add Group, Edit Group and Update Level forms' resolvers: a module of its own, fetched with zod
// and the schemas when a form opens or first validates (form-resolvers.ts), not with the screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { groupCreateSchema, groupUpdateSchema, updateLevelSchema } from 'shared-domain/schemas';

/** Editing keeps the group's session flags: its schema leaves them out, unlike create's defaults. */
const editSchema = groupUpdateSchema.required({ days: true, hours: true });

export const createGroupResolver = zodResolver(groupCreateSchema);
export const editGroupResolver = zodResolver(editSchema);
export const updateLevelResolver = zodResolver(updateLevelSchema);
