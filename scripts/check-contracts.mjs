// `pnpm check:contracts [app...]` (CI, and before a release): every remote's required versions of
// the shared singletons (tooling/federation.cjs's shared map for its dependencies) must be
// satisfied by the versions the host built from this checkout provides (the packages installed for
// it, and the shared-* packages' own versions). Exit 1 with one line per mismatch naming the
// package and both versions. `node scripts/deploy.mjs deploy` runs the same gate against the deployed
// host.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTES, appNamed } = require('../tooling/apps.cjs');
const { sharedMap } = require('../tooling/federation.cjs');
const { readCatalog } = require('../tooling/catalog.cjs');
const { compatibilityProblems, isContractKey } = require('../tooling/releases.cjs');

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).filter((arg) => arg !== '--');
  const apps = names.length ? names.map(appNamed) : REMOTES;
  const provides = sourceProvides();
  let failed = false;
  for (const app of apps) {
    const problems = compatibilityProblems(sourceRequires(app), provides, {
      remote: app.pkg,
      host: 'the host',
    });
    if (problems.length) {
      failed = true;
      console.error(problems.join('\n'));
    } else console.log(`${app.pkg}: every shared singleton it requires is provided by the host`);
  }
  if (failed) process.exit(1);
}
