// `pnpm check:contracts [app...]` (CI, and before a release): every remote's required versions of
// the shared singletons (tooling/federation.cjs's shared map for its dependencies) must be
// satisfied by the versions the host built from this checkout provides (the packages installed for
// it, and the shared-* packages' own versions), and, when a deployment is configured, by the
// deployed host's published record: LINGUADESK_DEPLOYMENT_URL's host.json (read as any browser
// would), else LINGUADESK_DEPLOYMENT's. Exit 1 with one line per mismatch naming the package, both
// versions and which host. `node scripts/deploy.mjs deploy` runs the same gate (tooling/contract.cjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTES, appNamed } = require('../tooling/apps.cjs');
const { sharedMap } = require('../tooling/federation.cjs');
const { readCatalog } = require('../tooling/catalog.cjs');
const releases = require('../tooling/releases.cjs');

const { compatibilityProblems, isContractKey } = releases;

const dependenciesOf = (app) =>
  require(path.join(root, app.pkg, 'package.json')).dependencies ?? {};

/** The requirements of an app's build, from its sources: { name: range }. */
export function sourceRequires(app, catalog = readCatalog()) {
  const shared = sharedMap(catalog, dependenciesOf(app));
  return Object.fromEntries(
    Object.keys(shared)
      .filter(isContractKey)
      .map((name) => [name, shared[name].requiredVersion]),
  );
}

/** The versions the host's build provides: the workspace's own, else those installed for it. */
export function sourceProvides(catalog = readCatalog()) {
  const host = appNamed('host');
  const shared = sharedMap(catalog, dependenciesOf(host));
  const fromHost = createRequire(path.join(root, host.pkg, 'package.json'));
  return Object.fromEntries(
    Object.keys(shared)
      .filter(isContractKey)
      .map((name) => [name, shared[name].version ?? fromHost(`${name}/package.json`).version]),
  );
}

/**
 * The deployed host to check against too, or null when no deployment is configured:
 * `{ provides, name }`, or `{ provides: null, name }` when the deployment has deployed no host.
 * Throws when the configured deployment cannot be read.
 */
export async function deployedHostRecord(env = process.env) {
  let record;
  let where;
  if (env.LINGUADESK_DEPLOYMENT_URL) {
    where = `${releases.deploymentUrl(env)}/${releases.HOST_RECORD}`;
    record = await releases.fetchHostRecord(env.LINGUADESK_DEPLOYMENT_URL);
  } else if (env.LINGUADESK_DEPLOYMENT) {
    where = `${releases.openStore(env).location}/${releases.HOST_RECORD}`;
    record = await releases.readHostRecord(env);
  } else return null;
  if (!record) return { provides: null, name: where };
  if (!record.provides || typeof record.provides !== 'object')
    throw new Error(`${where} is no host record: it lists nothing the host provides`);
  return { provides: record.provides, name: `the deployed host (host ${record.version})` };
}

/** The problems of each app against each host: [{ app, host, problems }]. */
export function contractReport(apps, hosts) {
  return apps.flatMap((app) =>
    hosts.map((host) => ({
      app,
      host: host.name,
      problems: compatibilityProblems(sourceRequires(app), host.provides, {
        remote: app.pkg,
        host: host.name,
      }),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).filter((arg) => arg !== '--');
  const apps = names.length ? names.map(appNamed) : REMOTES;
  const hosts = [{ provides: sourceProvides(), name: 'the host of this checkout' }];
  try {
    const deployed = await deployedHostRecord();
    if (deployed?.provides) hosts.push(deployed);
    else if (deployed)
      console.warn(
        `${deployed.name}: no host deployed there; checked against this checkout's only`,
      );
  } catch (error) {
    console.error(`The deployed host: ${error.message}`);
    process.exit(1);
  }
  let failed = false;
  for (const { app, host, problems } of contractReport(apps, hosts)) {
    if (problems.length) {
      failed = true;
      console.error(problems.join('\n'));
    } else console.log(`${app.pkg}: every shared singleton it requires is provided by ${host}`);
  }
  if (failed) process.exit(1);
}
