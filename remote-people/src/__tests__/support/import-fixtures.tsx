// The Import screen's tests: a dry run's summary and rows as the API answers them, a file to
// upload, and the screen opened as an operations manager.
import { screen } from '@testing-library/react';
import type { ImportRow, ImportSummary } from 'shared-domain';
import { renderRoute, signIn, type FakeApi } from 'test-support';
import Imports from '../../exposes/Imports';
import manifest from '../../routes.json';
import { OPS } from './people-fixtures';

export const importSummary = (changes: Partial<ImportSummary> = {}): ImportSummary => ({
  id: 7,
  kind: 'students',
  file_name: 'students.csv',
  format: 'csv',
  encoding: 'utf-8',
  sheet: null,
  status: 'checked',
  rows_read: 2,
  counts: { create: 1, update: 0, unchanged: 0, refused: 1 },
  written: { created: 0, updated: 0 },
  error: null,
  created_at: '2026-11-29T03:00:00Z',
  committed_at: null,
  ...changes,
});

export const IMPORT_ROWS: ImportRow[] = [
  {
    id: 2,
    row: 2,
    outcome: 'create',
    email: 'mona@example.com',
    username: 'mona',
    full_name: 'Mona Adel Saleh',
    errors: {},
  },
  {
    id: 3,
    row: 3,
    outcome: 'refused',
    email: 'nope',
    username: 'rami',
    full_name: 'Rami Odeh',
    errors: { email: ['Please enter a valid email address'] },
  },
];

/** The Import screen at `path`, signed in as an operations manager, once its title shows. */
export async function openImport(api: FakeApi, path = '/imports?kind=students') {
  signIn(OPS);
  const view = await renderRoute(manifest, 'imports', <Imports />, { apiUrl: api.url, path });
  await screen.findByRole('heading', { name: 'Import' });
  return view;
}

export const csvFile = () =>
  new File(['email,username\nmona@example.com,mona\n'], 'students.csv', { type: 'text/csv' });
