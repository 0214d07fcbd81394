// `pnpm deploy:remote <remote> <version>`: points the deployment's remotes.json at a release of a
// remote once the compatibility gate passes; `pnpm deploy:remote <remote> --rollback` returns to
// what the last deploy replaced. `--force` skips the gate (the shell then shows "does not fit
// this shell" on that remote's routes instead of loading it). Either way the address is written only
// once it answers with what it should. Open browsers take the new address on their next visit to
// the remote. See tooling/releases.cjs and the README's "For feature teams".
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTES, appNamed, remotesManifest } = require('../tooling/apps.cjs');
const releases = require('../tooling/releases.cjs');

export const USAGE = 'usage: pnpm deploy:remote <remote> <version> [--force] | <remote> --rollback';

export function parseDeployArgs(argv) {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const flags = new Set(argv.filter((arg) => arg.startsWith('--') && arg !== '--'));
  for (const flag of flags)
    if (!['--rollback', '--force'].includes(flag))
      throw new Error(`Unknown option ${flag}; ${USAGE}`);
  const [remote, version] = positional;
  const rollback = flags.has('--rollback');
  if (
    !remote ||
    (rollback ? version !== undefined : version === undefined) ||
    positional.length > 2
  )
    throw new Error(USAGE);
  return { remote, version: version ?? null, rollback, force: flags.has('--force') };
}

/**
 * What the deployed host provides: the shared versions of its build's mf-manifest.json
 * (LINGUADESK_HOST_BUILD, else host/dist: the build `pnpm start` serves).
 */
export function hostProvides(env = process.env) {
  const dir = path.resolve(env.LINGUADESK_HOST_BUILD || path.join(root, 'host', 'dist'));
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`No host build in ${dir} to check against: run pnpm build first`);
  return releases.contractsOf(releases.readJson(file)).provides;
}

/** How long the deploy waits for the address it checks. */
const ADDRESS_TIMEOUT_MS = 10_000;

/**
 * Why `url` may not be written for the remote (null: it may). It must answer with the release's
 * own manifest (its folder's mf-manifest.json, compared whole), or, going back to a remote's own
 * server (no release), with a manifest of that remote.
 */
async function addressProblem(url, { remote, version, env = process.env }) {
  let served;
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(ADDRESS_TIMEOUT_MS),
    });
    if (!response.ok) return `it answers ${response.status} ${response.statusText}`.trim();
    served = await response.json();
  } catch (error) {
    return `it does not answer with a manifest (${error.cause?.code ?? error.message})`;
  }
  if (version === null)
    return served?.name === remote ? null : `it serves no manifest of ${remote}`;
  const own = releases.readJson(
    path.join(releases.releaseDir(remote, version, env), 'mf-manifest.json'),
  );
  if (isDeepStrictEqual(served, own)) return null;
  const other = served?.metaData?.buildInfo?.buildVersion;
  return `it serves another manifest${typeof other === 'string' ? ` (of release ${other})` : ''}`;
}

/**
 * The switch, or an Error whose message says why not. Returns what was done, for the message.
 * @param {{ remote: string, version: string|null, rollback: boolean, force: boolean, env?: object }} options
 */
export async function deploy({ remote, version, rollback, force, env = process.env }) {
  const app = appNamed(remote);
  if (!REMOTES.includes(app)) throw new Error(`${remote} is not a remote (${USAGE})`);
  const hostname = env.PUBLIC_HOSTNAME || 'localhost';
  const served = releases.servedRemotes(remotesManifest({ hostname, env }), env);
  const current = served[remote];
  const log = releases.readDeployLog(env);
  const currentVersion = [...log].reverse().find((entry) => entry.remote === remote)?.toVersion;

  let target;
  if (rollback) {
    target = releases.rollbackTarget(remote, log);
    if (!target) throw new Error(`Nothing to roll back to: no deploy of ${remote} to undo`);
  } else {
    const problem = releases.versionProblem(version);
    if (problem) throw new Error(problem);
    const record = releases.readRecord(remote, version, env);
    if (!record) {
      const known = releases.listReleases(remote, env).map((r) => r.version);
      throw new Error(
        `No release ${version} of ${app.pkg}; released: ${known.length ? known.join(', ') : 'none'} (pnpm --filter ${app.pkg} release)`,
      );
    }
    const problems = releases.compatibilityProblems(record.requires, hostProvides(env), {
      remote: `${app.pkg} ${version}`,
      host: 'the deployed host',
    });
    if (problems.length && !force)
      throw new Error(
        `Refused: ${app.pkg} ${version} does not run in the deployed host:\n  ${problems.join('\n  ')}\nDeploy a host that provides them first.`,
      );
    target = { url: releases.releaseManifestUrl(remote, version, { hostname, env }), version };
    if (problems.length) console.warn(`Forced past the gate:\n  ${problems.join('\n  ')}`);
  }

  const problem = await addressProblem(target.url, {
    remote,
    version: target.version ?? null,
    env,
  });
  if (problem)
    throw new Error(
      `Refused: ${target.url} is not ${target.version ? `${app.pkg} ${target.version}` : `${app.pkg} on its own server`}: ${problem}.\n` +
        `remotes.json is unchanged. Is the CDN (CDN_PORT, PUBLIC_HOSTNAME) serving ${releases.releasesDir(env)} there?`,
    );

  releases.writeDeployment({ ...releases.readDeployment(env), [remote]: target.url }, env);
  releases.appendDeployLog(
    {
      at: new Date().toISOString(),
      action: rollback ? 'rollback' : 'deploy',
      remote,
      from: current,
      fromVersion: currentVersion ?? null,
      to: target.url,
      toVersion: target.version ?? null,
      ...(force ? { forced: true } : {}),
    },
    env,
  );
  return { remote, from: current, to: target.url, version: target.version ?? null };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const done = await deploy(parseDeployArgs(process.argv.slice(2)));
    console.log(
      `${done.remote}: ${done.from} -> ${done.to}${done.version ? ` (${done.version})` : ''}\n` +
        'Open browsers load it on their next visit to that remote.',
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
