// The compatibility check of shared singletons, the one used by the shell before it loads a remote
// (host/src/federation/compatibility.ts), the deploy's gate and the contract check
// (tooling/releases.cjs, scripts/check-contracts.mjs). Plain JavaScript with no Node API, so the
// browser bundle and Node share it; `satisfy` is the Module Federation runtime's, passed in.
'use strict';

/**
 * The third-party singletons whose versions a remote and the host must agree on
 * (tooling/federation.cjs makes them singletons): a remote that needs more than the host has would
 * either run on the host's older copy or bring a second one.
 */
const LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'zustand', '@tanstack/react-query'];

/**
 * Our own singletons, shared under several keys, one per subpath they publish (shared-ui's
 * families: `shared-ui/lists`...), all at the package's one version.
 */
const KEYED_PACKAGES = ['shared-auth', 'shared-i18n', 'shared-ui'];

/** The packages of the contract. */
const CONTRACT_PACKAGES = [...LIBRARIES, ...KEYED_PACKAGES];

/** A share key the check covers: a contract package, or a subpath key of a workspace package. */
function isContractKey(name) {
  return (
    CONTRACT_PACKAGES.includes(name) || KEYED_PACKAGES.some((pkg) => name.startsWith(`${pkg}/`))
  );
}

/** The package of a share key (`shared-ui/lists`: `shared-ui`). */
const packageOf = (key) => KEYED_PACKAGES.find((pkg) => key.startsWith(`${pkg}/`)) ?? key;

/**
 * The range a requirement holds the host to. A library pinned to one version (the catalog pins
 * each dependency) accepts any later one of that major, as its semver promises, so a patched host
 * runs every remote; our own packages are held to the range they declare.
 */
const rangeOf = (name, range) =>
  LIBRARIES.includes(name) && /^[\d.]+$/.test(range) ? `^${range}` : range;

const isRecord = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * What a build's mf-manifest.json requires of the contract singletons and what it provides:
 * `{ requires: { name: range }, provides: { name: version } }` (anything malformed is skipped).
 */
function contractsOf(manifest) {
  const requires = {};
  const provides = {};
  if (!isRecord(manifest) || !Array.isArray(manifest.shared)) return { requires, provides };
  for (const shared of manifest.shared) {
    if (!isRecord(shared) || typeof shared.name !== 'string' || !isContractKey(shared.name))
      continue;
    if (typeof shared.requiredVersion === 'string' && shared.requiredVersion)
      requires[shared.name] = shared.requiredVersion;
    if (typeof shared.version === 'string' && shared.version)
      provides[shared.name] = shared.version;
  }
  return { requires, provides };
}

/**
 * Every requirement `provides` does not satisfy (none: compatible; ranges as rangeOf reads them),
 * as `{ name, required, provided }` (`provided` null when there is no copy). A package's keys share
 * its one version, so a subpath key that fails as its package does (`shared-ui/lists` as
 * `shared-ui`) is said once, by the package; one not provided while the package is (a key the host
 * does not import) is its own.
 */
function contractProblems(requires, provides, satisfy) {
  const unmet = Object.entries(requires)
    .filter(([name, range]) => !provides[name] || !satisfy(provides[name], rangeOf(name, range)))
    .map(([name, required]) => ({ name, required, provided: provides[name] ?? null }));
  return unmet.filter(
    (problem) =>
      packageOf(problem.name) === problem.name ||
      !unmet.some(
        (other) =>
          other.name === packageOf(problem.name) &&
          other.required === problem.required &&
          other.provided === problem.provided,
      ),
  );
}

exports.CONTRACT_PACKAGES = CONTRACT_PACKAGES;
exports.isContractKey = isContractKey;
exports.contractsOf = contractsOf;
exports.contractProblems = contractProblems;
