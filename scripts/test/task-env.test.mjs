// The environment `pnpm test` and `pnpm ci:remote` give turbo's tasks: Node options set by the
// caller are kept, with the young generation's size added.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { taskEnv } from '../turbo.mjs';

test('keeps the caller Node options and adds the young generation size', () => {
  const saved = process.env.NODE_OPTIONS;
  try {
    process.env.NODE_OPTIONS = '--experimental-vm-modules';
    const env = taskEnv({ CI: 'true' });
    assert.equal(env.NODE_OPTIONS, '--experimental-vm-modules --max-semi-space-size=64');
    assert.equal(env.CI, 'true');
    assert.equal(env.TURBO_TELEMETRY_DISABLED, '1');
    delete process.env.NODE_OPTIONS;
    assert.equal(taskEnv().NODE_OPTIONS, '--max-semi-space-size=64');
  } finally {
    if (saved === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = saved;
  }
});
