// How a script runs pnpm: the one running it (`pnpm start` and `pnpm test` set npm_execpath), else
// pnpm from the PATH, else through npx as the README says (`node scripts/start.mjs` without pnpm).
import fs from 'node:fs';
import path from 'node:path';

/** [command, args] for spawn(). */
export function pnpm(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) {
    return [process.execPath, [execPath, ...args]];
  }
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, 'pnpm')));
  return onPath ? ['pnpm', args] : ['npx', ['-y', 'pnpm@10', ...args]];
}
