// `shared-domain/records`: what the record screens share (and shared-ui's history panels and group
// picker draw): scores and pass/fail, attendance and level progress, the audit trail's texts,
// enrolment wording, the ledger's money, and group hours and call times. The Students and Staff
// lists do without it until a history panel or a dialog that needs it opens.
export * from './audit';
export { recordTexts, translateRecords } from './record-texts/i18n';
export * from './enrolment';
export * from './hours';
export * from './progress';
export * from './scores';
export * from './ledger';
