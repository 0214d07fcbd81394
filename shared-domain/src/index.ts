export * from './assignments';
export * from './constants';
export * from './audit';
export * from './csv';
export * from './dates';
export * from './enrolment';
export * from './hours';
export * from './labels';
export * from './messages';
export * from './passwords';
export * from './progress';
export * from './sanitize';
// The zod schemas are a module of their own ('shared-domain/schemas'), so that what imports
// 'shared-domain' brings no zod; their types are here too.
export type * from './schemas';
export * from './patterns';
export * from './scores';
export * from './student-columns';
export * from './types';
