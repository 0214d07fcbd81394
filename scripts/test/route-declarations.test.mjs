// The route-declaration rule (tooling/eslint/route-declarations.mjs, wired in eslint.config.mjs):
// a remote's exposes and features set no guard and no page title of their own, since src/routes.json
// declares both; linted through the workspace's own ESLint config as `pnpm lint` runs it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function ruleMessages(file, text) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'routes/no-own-guard-or-title');
}

const OWN_GUARD = `import { Guarded, usePageTitle } from 'shared-ui';
export function Screen() {
  usePageTitle('Calls');
  return <Guarded roles={['supervisor']}>calls</Guarded>;
}
`;

describe("the rule that leaves a screen's guard and title to routes.json", () => {
  it('refuses Guarded and usePageTitle in an exposed module and in a feature', async () => {
    for (const file of [
      'remote-calls/src/exposes/Calls.tsx',
      'remote-groups/src/features/groups/components/GroupsScreen.tsx',
    ]) {
      const messages = await ruleMessages(file, OWN_GUARD);
      assert.deepEqual(
        messages.map((m) => m.message.split(':')[0]),
        ['Guarded', 'usePageTitle'],
        file,
      );
    }
  });

  it('refuses a title written to document.title', async () => {
    const messages = await ruleMessages(
      'remote-people/src/exposes/Staff.tsx',
      "export default function Staff() {\n  document.title = 'Staff';\n  return null;\n}\n",
    );
    assert.equal(messages.length, 1);
  });

  it("leaves the host's own pages and the screens' other imports alone", async () => {
    assert.deepEqual(
      await ruleMessages('host/src/features/profile/ProfilePage.tsx', OWN_GUARD),
      [],
    );
    assert.deepEqual(
      await ruleMessages(
        'remote-calls/src/exposes/Calls.tsx',
        "import { Text } from 'shared-ui';\nexport default () => <Text>calls</Text>;\n",
      ),
      [],
    );
  });
});
