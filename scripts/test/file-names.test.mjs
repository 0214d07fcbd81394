// The file-name rule (tooling/eslint/file-names.mjs, wired in eslint.config.mjs): hook files are
// use-kebab-case and capitalised files are PascalCase .tsx components, linted through the
// workspace's own ESLint config as `pnpm lint` runs it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rule's messages for a file of that name (relative to the workspace). */
async function nameMessages(file) {
  const [result] = await eslint.lintText('export const value = 1;\n', {
    filePath: path.join(root, file),
  });
  return result.messages.filter((m) => m.ruleId === 'local/file-names').map((m) => m.message);
}

describe('the file-name rule', () => {
  it('takes kebab-case hook files and PascalCase components', async () => {
    for (const file of [
      'remote-calls/src/features/calls/hooks/use-call-permissions.ts',
      'remote-calls/src/features/calls/hooks/use-calls.ts',
      'remote-calls/src/features/calls/components/CallCard.tsx',
      'remote-calls/src/features/calls/api/get-calls.ts',
      'api/src/db/queries/users.ts',
    ]) {
      assert.deepEqual(await nameMessages(file), [], file);
    }
  });

  it('names the kebab-case file a camelCase hook should have', async () => {
    assert.deepEqual(
      await nameMessages('remote-calls/src/features/calls/hooks/useCallPermissions.ts'),
      [
        "A hook's file is kebab-case after 'use-': rename useCallPermissions.ts to use-call-permissions.ts.",
      ],
    );
  });

  it('refuses a capitalised file that is not a PascalCase .tsx component', async () => {
    for (const file of ['host/src/app/LazyPage.ts', 'host/src/app/Lazy-page.tsx']) {
      const messages = await nameMessages(file);
      assert.equal(messages.length, 1, file);
      assert.match(messages[0], /PascalCase \.tsx/);
    }
  });
});
