// The Import screen's texts and failure texts, from its own catalogue (./i18n.ts).
import {
  COMMON_MESSAGES as C,
  type FailureMessage,
  joinFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from 'shared-auth';
import { formatNumber, texts } from 'shared-i18n';
import type { ImportOutcome, ImportStatus } from 'shared-domain/imports';
import { en, t } from './i18n';

export const IMPORT_TEXTS = texts(t, 'imports', en.imports);
export const IMPORT_KIND_NAMES = texts(t, 'importKinds', en.importKinds);
export const IMPORT_OUTCOME_NAMES: Readonly<Record<ImportOutcome, string>> = texts(
  t,
  'importOutcomes',
  en.importOutcomes,
);

export const IMPORT_STATUS_NAMES: Readonly<Record<ImportStatus, string>> = texts(
  t,
  'importStatuses',
  en.importStatuses,
);

export const columnsCaption = (kind: string) => t('imports.columnsCaption', { kind });
export const rangeText = (min: number, max: number) =>
  t('imports.range', { min: formatNumber(min), max: formatNumber(max) });
export const fileHelp = (megabytes: number, rows: number) =>
  t('imports.fileHelp', { megabytes: formatNumber(megabytes), rows: formatNumber(rows) });
export const progressText = (rows: number) => t('imports.progress', { rows });
export const resultHeading = (file: string) => t('imports.resultHeading', { file });
export const encodingText = (encoding: string) => t('imports.encoding', { encoding });
export const skipRefusedText = (count: number) => t('imports.skipRefused', { count });
export const commitText = (count: number) => t('imports.commit', { count });
export const doneText = (created: number, updated: number) =>
  t('imports.done', { created, updated });

const table = {
  byStatus: { 401: C.sessionExpired, 403: IMPORT_TEXTS.forbidden, 404: IMPORT_TEXTS.notFound },
  server: C.serverError,
  noResponse: C.unableToConnect,
  fallback: IMPORT_TEXTS.loadFailed,
};

/** A refusal says why in the server's words; a workbook of several sheets also lists them. */
export function importFailure(error: unknown): FailureMessage & { sheets?: string[] } {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    const body = failure.body as { sheets?: unknown } | undefined;
    const sheets = Array.isArray(body?.sheets)
      ? body.sheets.filter((name): name is string => typeof name === 'string')
      : undefined;
    const detail = serverMessage(failure.body) ?? joinFieldErrors(failure.body, ' | ');
    return { ...plain(detail || C.validationErrors), ...(sheets?.length ? { sheets } : {}) };
  }
  return plain(messageFrom(failure, table));
}
