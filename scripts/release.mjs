// `pnpm --filter <app> release [--tag NAME]`: a production build of the app (the package whose
// folder it runs in) published to the deployment as <app>/<version>/ (tooling/releases.cjs; by
// default the checkout's releases/ folder), never over an earlier one, with its release record
// (release.json). The version is NAME, else the package's version and the short commit
// (0.1.0-1f5b028). See tooling/releases.cjs and the README's "For feature teams".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { APPS } = require('../tooling/apps.cjs');
const releases = require('../tooling/releases.cjs');
const { COMPRESSED_FORM } = require('../tooling/compressed-forms.cjs');

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/**
 * Bytes of a folder's files, source maps apart (they are served to developers only), each file
 * once: the .br and .gz a build writes beside a script are other forms of it.
 */
export function folderBytes(dir) {
  let bytes = 0;
  let mapBytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || COMPRESSED_FORM.test(entry.name)) continue;
    const size = fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
    if (entry.name.endsWith('.map')) mapBytes += size;
    else bytes += size;
  }
  return { bytes, mapBytes, files };
}

/** The options of the command line: `--tag NAME` (or `--tag=NAME`). */
export function parseReleaseArgs(argv) {
  const options = { tag: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--tag') options.tag = argv[++i] ?? '';
    else if (arg.startsWith('--tag=')) options.tag = arg.slice('--tag='.length);
    else if (arg !== '--')
      throw new Error(`Unknown argument "${arg}" (usage: release [--tag NAME])`);
  }
  return options;
}

function runWebpack(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.options.parallelism = 1;
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: true }));
        return reject(new Error('Build failed'));
      }
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
      resolve();
    });
  });
}

/**
 * Builds the app of `dir` into a temporary folder, then publishes it with its record to the
 * deployment, whole or not at all. A version that exists is refused before anything is built.
 * Returns the record and where it went.
 */
export async function release({ dir, tag = null, env = process.env }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = APPS.find((candidate) => candidate.pkg === pkg.name);
  if (!app) throw new Error(`${pkg.name} is no app of tooling/apps.cjs`);
  const commit = git(['rev-parse', 'HEAD'], root);
  const dirty = git(['status', '--porcelain', '--', app.pkg, 'shared-*', 'tooling'], root) !== '';
  const version = tag ?? `${pkg.version}-${commit.slice(0, 7)}`;
  const problem = releases.versionProblem(version);
  if (problem) throw new Error(problem);
  const where = `${releases.openStore(env).location}/${app.name}/${version}`;
  const taken = () =>
    new Error(
      `${app.pkg} ${version} is released already (${where}): releases never change; name another with --tag`,
    );
  if (await releases.releaseExists(app.name, version, env)) throw taken();

  const partial = fs.mkdtempSync(path.join(os.tmpdir(), `linguadesk-release-${app.name}-`));
  try {
    const webpack = createRequire(path.join(dir, 'package.json'))('webpack');
    const factory = require(path.join(dir, 'webpack.config.cjs'));
    // The manifest's buildVersion (read by the Module Federation plugin while it builds).
    process.env.MF_BUILD_VERSION = version;
    const config = factory({}, { mode: 'production' });
    config.devServer = undefined;
    config.output = {
      ...config.output,
      path: partial,
      clean: true,
      // Two releases of one remote may run in one page (one loaded before a deploy, the next
      // after it): each gets a chunk-loading global of its own, so neither installs the other's chunks.
      chunkLoadingGlobal: `webpackChunk_${app.name}_${version.replace(/[^0-9A-Za-z]/g, '_')}`,
    };
    console.log(`Releasing ${app.pkg} ${version}...`);
    const started = Date.now();
    await runWebpack(webpack, config);
    const buildMs = Date.now() - started;

    const contracts = releases.contractsOf(
      releases.readJson(path.join(partial, 'mf-manifest.json')),
    );
    const record = {
      app: app.name,
      package: app.pkg,
      version,
      commit,
      // Files of the app, the shared packages or the tooling differed from the commit.
      dirty,
      builtAt: new Date().toISOString(),
      buildMs,
      requires: contracts.requires,
      ...(app.name === 'host' ? { provides: contracts.provides } : {}),
      ...folderBytes(partial),
    };
    fs.writeFileSync(path.join(partial, releases.RECORD), `${JSON.stringify(record, null, 2)}\n`);
    try {
      await releases.publishRelease(app.name, version, partial, env);
    } catch (error) {
      if (error.code === 'EEXIST') throw taken();
      throw error;
    }
    return { record, dir: where };
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { tag } = parseReleaseArgs(process.argv.slice(2));
    const { record, dir } = await release({ dir: process.cwd(), tag });
    console.log(
      `Released ${record.package} ${record.version} to ${dir} ` +
        `(${(record.bytes / 1024).toFixed(0)} KB, ${(record.buildMs / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
