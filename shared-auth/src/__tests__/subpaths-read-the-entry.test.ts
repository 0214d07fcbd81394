// shared-auth/forms and /handlers are bundled by each app that imports them, beside the entry the
// page shares: a relative import of one of shared-auth's own files would bundle a second copy of it
// (for the catalogue, a second registration of `auth` and its English twice).
import path from 'node:path';
import { importsOf } from '../../../tooling/test-support/src/static-imports';

it.each(['forms.ts', 'handlers.ts'])('%s reads shared-auth from its entry, by name', (file) => {
  const { static: imports } = importsOf(path.join(__dirname, '..', file));
  expect(imports).toContain('shared-auth');
  expect(imports.filter((specifier) => specifier.startsWith('.'))).toEqual([]);
});
