// ExcelJS is large and only the exports, the imports and their templates use it: loaded by the
// first of them, not with the app (a start, and every test app, would pay for it).
import type ExcelJSModule from 'exceljs';

export type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | undefined;

export function loadExcelJs(): Promise<ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
