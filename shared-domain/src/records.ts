// `shared-domain/records`: what the record and list screens share (and shared-ui's history panels,
// pagination and group picker draw): scores and pass/fail, attendance and level progress, the
// audit trail's texts, enrolment wording, and group hours and call times. Every screen but the
// log-in page loads it (through shared-ui/lists).
export * from './audit';
export { recordTexts, translateRecords } from './record-texts/i18n';
export * from './enrolment';
export * from './hours';
export * from './progress';
export * from './scores';
export * from './ledger';
