// The profile dialogs' resolvers: a module of its own, imported when a dialog opens or first
// validates (form-resolvers.ts), so that zod and the schemas are not in the profile page's chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, profileFormSchema } from 'shared-domain/schemas';

export const profileResolver = zodResolver(profileFormSchema);
export const passwordChangeResolver = zodResolver(passwordChangeFormSchema);
