// `shared-domain`, the core (README, "Share keys"): what the shell's first page and every screen
// read: constants and limits, messages, labels, dates, the zod-free patterns and the API's types.
// The rest is in subpaths of its own, each a Module Federation share key fetched only by a page
// that imports it: `shared-domain/records` (src/records.ts), `shared-domain/people`
// (src/people.ts), and `shared-domain/server` (src/server.ts, no share key). A module here never
// imports one of theirs; theirs import this one by its name ('shared-domain'), so a page loads
// these modules once, from the share.
export * from './constants';
export * from './dates';
export { domainTexts, translateDomain, type DomainSection } from './i18n';
export * from './labels';
export * from './messages';
// The zod schemas are a module of their own ('shared-domain/schemas'), so that what imports
// 'shared-domain' brings no zod; their types are here too.
export type * from './schemas';
export * from './patterns';
export * from './types';
