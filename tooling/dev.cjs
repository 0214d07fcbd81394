// `pnpm --filter remote-NAME dev [--mock] [webpack serve options]`: the remote's own page on its
// port, rebuilt on change. With --mock the page needs no API: the suite's one mock centre (started
// by src/mock/centre.ts) answers from memory through MSW's service worker, on the page's own origin
// (tooling/federation.cjs sets config.json's API_URL to it and serves the worker script). Without
// it the page talks to the API in config.json, as `pnpm start` and `pnpm dev` serve it.
const { spawn } = require('child_process');
const path = require('path');
const { createRequire } = require('module');

const app = process.cwd();
const { name: packageName } = require(path.join(app, 'package.json'));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const mock = args.includes('--mock');
if (mock && packageName === 'host') {
  console.error('--mock serves one remote on its own page; the host has no mock centre.');
  process.exit(2);
}

const webpackCli = createRequire(path.join(app, 'package.json')).resolve('webpack-cli/bin/cli.js');
const child = spawn(
  process.execPath,
  [webpackCli, 'serve', '--mode', 'development', ...args.filter((arg) => arg !== '--mock')],
  { stdio: 'inherit', env: { ...process.env, LINGUADESK_MOCK: mock ? 'true' : 'false' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
