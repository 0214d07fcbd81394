// The reports `pnpm test` reads for its ten slowest test files, and turbo keeps as each test task's
// output: one per workspace package, found from pnpm-workspace.yaml, and written by every jest.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { root, testReports, workspaceDirs } from '../turbo.mjs';

test('finds the packages of entries quoted or not and of prefix patterns, past comments, folders without one left out', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-workspace-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'pnpm-workspace.yaml'),
      'packages:\n  - api\n# the remotes\n  - \'remote-*\'\n  - "tooling/kit" # shared tools\n\nonlyBuiltDependencies:\n  - esbuild\n',
    );
    for (const folder of ['api', 'remote-b', 'remote-a', 'remote-notes', 'tooling/kit', 'other']) {
      fs.mkdirSync(path.join(dir, folder), { recursive: true });
      if (folder !== 'remote-notes') fs.writeFileSync(path.join(dir, folder, 'package.json'), '{}');
    }
    assert.deepEqual(workspaceDirs(dir), ['api', 'remote-a', 'remote-b', 'tooling/kit']);
    assert.deepEqual(testReports(dir), [
      path.join(dir, 'api', '.test-report.json'),
      path.join(dir, 'remote-a', '.test-report.json'),
      path.join(dir, 'remote-b', '.test-report.json'),
      path.join(dir, 'tooling/kit', '.test-report.json'),
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("every package's jest writes the report turbo keeps and pnpm test reads", () => {
  // turbo.json's comments are whole lines.
  const turboJson = fs
    .readFileSync(path.join(root, 'turbo.json'), 'utf8')
    .replace(/^\s*\/\/.*$/gm, '');
  assert.deepEqual(JSON.parse(turboJson).tasks.test.outputs, ['.test-report.json']);
  const dirs = workspaceDirs();
  assert.ok(dirs.includes('tooling/test-support') && dirs.includes('e2e'), dirs.join(', '));
  for (const dir of dirs) {
    const script = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts
      ?.test;
    if (!script?.includes('jest')) continue;
    assert.match(script, /--json --outputFile=\.test-report\.json/, `${dir}'s test script`);
  }
});
