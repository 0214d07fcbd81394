// The re-export guards (tooling/eslint/shared-reexport.mjs, wired in eslint.config.mjs): code the
// build bundles imports from 'react-router-dom' only what shared-ui's router module provides, and
// from '@tanstack/react-query' only what its TanStack Query module provides. Linted through the
// workspace's own ESLint config, as `pnpm lint` runs it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint, Linter } from 'eslint';
import { reexportRule, reexportedNames } from '../../tooling/eslint/shared-reexport.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });
const GUARD = 'linguadesk/router-reexport';
const QUERY_GUARD = 'linguadesk/query-reexport';

/** A guard's messages for `code` as the file `file` (relative to the workspace). */
async function guardMessages(code, file, guard = GUARD) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === guard).map((m) => m.message);
}

const names = reexportedNames('router');
const queryNames = reexportedNames('query');

describe('the shared router module', () => {
  it('re-exports only names react-router has', () => {
    const fromSharedUi = createRequire(path.join(root, 'shared-ui', 'package.json'));
    const reactRouter = fromSharedUi('react-router');
    for (const name of names) assert.notEqual(reactRouter[name], undefined, name);
    assert.ok(names.includes('Link') && names.includes('useNavigate'));
  });
});

describe('the router guard', () => {
  it('lets an app import every name the module provides', async () => {
    const code = `import { ${names.join(', ')} } from 'react-router-dom';\nexport { ${names.join(', ')} };\n`;
    assert.deepEqual(await guardMessages(code, 'host/src/app/Anything.tsx'), []);
  });

  it('fails on a name the module does not provide, in an app or a package', async () => {
    const code = "import { Link, useMatch } from 'react-router-dom';\nexport { Link, useMatch };\n";
    for (const file of ['remote-people/src/features/x.tsx', 'shared-ui/src/lists/x.tsx']) {
      const messages = await guardMessages(code, file);
      assert.equal(messages.length, 1, file);
      assert.match(messages[0], /'useMatch' is not in the shared router module/);
    }
  });

  it('catches a name the module stops providing', async () => {
    // The guard reads the module's own list: with Link taken out of it, an import of Link fails.
    const linter = new Linter({ configType: 'flat' });
    const rule = reexportRule(
      'router',
      names.filter((name) => name !== 'Link'),
    );
    const config = {
      plugins: { linguadesk: { rules: { 'router-reexport': rule } } },
      rules: { [GUARD]: 'error' },
      languageOptions: { sourceType: 'module', ecmaVersion: 2023 },
    };
    const messages = linter.verify(
      "import { Link, Navigate } from 'react-router-dom';\nexport { Link, Navigate };\n",
      config,
    );
    assert.deepEqual(
      messages.map((m) => m.message.split(' (')[0]),
      ["'Link' is not in the shared router module"],
    );
  });

  it('fails on imports it cannot check and on react-router itself', async () => {
    const code = [
      "import * as router from 'react-router-dom';",
      "import { Link } from 'react-router';",
      "export * from 'react-router-dom';",
      "export const later = () => import('react-router-dom');",
      'export { router, Link };',
    ].join('\n');
    const messages = await guardMessages(code, 'remote-groups/src/exposes/x.tsx');
    assert.equal(messages.length, 4);
    assert.match(messages[0], /a namespace import cannot be checked/);
    assert.match(messages[1], /never from 'react-router'/);
    assert.match(messages[2], /export \* cannot be checked/);
    assert.match(messages[3], /a dynamic import cannot be checked/);
  });

  it('allows type-only imports, and any name in jest files', async () => {
    const types =
      "import type { NavigateFunction } from 'react-router-dom';\nexport type N = NavigateFunction;\n";
    assert.deepEqual(await guardMessages(types, 'host/src/app/x.ts'), []);
    const test = "import { MemoryRouter } from 'react-router-dom';\nexport { MemoryRouter };\n";
    assert.deepEqual(await guardMessages(test, 'host/src/__tests__/x.test.tsx'), []);
    assert.deepEqual(await guardMessages(test, 'tooling/test-support/src/render.tsx'), []);
    // A remote's mock centre is bundled by `dev --mock`: checked.
    assert.equal((await guardMessages(test, 'tooling/test-support/src/mock/x.ts')).length, 1);
  });
});

describe('the shared TanStack Query module', () => {
  it('re-exports only names TanStack Query has', () => {
    const fromSharedUi = createRequire(path.join(root, 'shared-ui', 'package.json'));
    const reactQuery = fromSharedUi('@tanstack/react-query');
    for (const name of queryNames) assert.notEqual(reactQuery[name], undefined, name);
    assert.ok(queryNames.includes('useQuery') && queryNames.includes('QueryClientProvider'));
  });
});

describe('the TanStack Query guard', () => {
  it('lets an app import every name the module provides', async () => {
    const code = `import { ${queryNames.join(', ')} } from '@tanstack/react-query';\nexport { ${queryNames.join(', ')} };\n`;
    assert.deepEqual(await guardMessages(code, 'remote-groups/src/x.ts', QUERY_GUARD), []);
  });

  it('fails on a name the module does not provide, and on query-core itself', async () => {
    const code = [
      "import { useQuery, useSuspenseQuery } from '@tanstack/react-query';",
      "import { QueryCache } from '@tanstack/query-core';",
      "import * as query from '@tanstack/react-query';",
      'export { useQuery, useSuspenseQuery, QueryCache, query };',
    ].join('\n');
    const messages = await guardMessages(code, 'shared-ui/src/data/x.ts', QUERY_GUARD);
    assert.equal(messages.length, 3);
    assert.match(messages[0], /'useSuspenseQuery' is not in the shared TanStack Query module/);
    assert.match(messages[1], /never from '@tanstack\/query-core'/);
    assert.match(messages[2], /a namespace import cannot be checked/);
  });

  it('allows type-only imports, the module itself, and any name in jest files', async () => {
    const types =
      "import type { UseQueryResult } from '@tanstack/react-query';\nexport type R = UseQueryResult;\n";
    assert.deepEqual(await guardMessages(types, 'host/src/app/x.ts', QUERY_GUARD), []);
    const test =
      "import { useIsFetching } from '@tanstack/react-query';\nexport { useIsFetching };\n";
    assert.deepEqual(await guardMessages(test, 'host/src/__tests__/x.test.tsx', QUERY_GUARD), []);
    const module = fs.readFileSync(path.join(root, 'shared-ui/src/data/react-query.ts'), 'utf8');
    assert.deepEqual(
      await guardMessages(module, 'shared-ui/src/data/react-query.ts', QUERY_GUARD),
      [],
    );
  });
});
