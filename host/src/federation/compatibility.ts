// The run-time half of the compatibility gate (the deploy's half: tooling/releases.cjs). Before a
// remote is loaded, the shared singletons its mf-manifest.json requires are checked against the
// versions this shell provides. A remote built against a newer shared-ui than the shell has would
// otherwise run on the older copy (and fail where it uses what is new) or bring a second one: it
// shows "This screen needs a newer LinguaDesk shell; reload to update" instead.
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';

/** The shared singletons host and remotes must agree on (as CONTRACT_PACKAGES of tooling/releases.cjs). */
export const CONTRACT_PACKAGES: readonly string[] = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'shared-auth',
  'shared-ui',
  'shared-domain',
];

/**
 * The workspace packages shared under several keys, one per subpath they publish (shared-ui's
 * families: `shared-ui/lists`...; shared-domain's `shared-domain/records`...), all at the
 * package's one version.
 */
const KEYED_PACKAGES: readonly string[] = ['shared-auth', 'shared-ui', 'shared-domain'];

/** A share key the gate checks: a contract package, or a subpath key of a workspace package. */
export function isContractKey(name: string): boolean {
  return (
    CONTRACT_PACKAGES.includes(name) || KEYED_PACKAGES.some((pkg) => name.startsWith(`${pkg}/`))
  );
}

/** The package of a share key (`shared-ui/lists`: `shared-ui`). */
const packageOf = (key: string) => KEYED_PACKAGES.find((pkg) => key.startsWith(`${pkg}/`)) ?? key;

export interface ContractProblem {
  name: string;
  required: string;
  /** What the shell provides; null when it provides no copy at all. */
  provided: string | null;
}

/** A remote this shell cannot run: the route shows the "needs a newer shell" panel. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: readonly ContractProblem[],
  ) {
    super(
      `remote-${remote} needs a newer shell: ${problems
        .map((p) => `${p.name} ${p.required} (the shell has ${p.provided ?? 'none'})`)
        .join(', ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** What a remote's mf-manifest.json requires of the contract singletons: { name: range }. */
export function requirementsOf(manifest: unknown): Record<string, string> {
  const requires: Record<string, string> = {};
  if (!isRecord(manifest) || !Array.isArray(manifest.shared)) return requires;
  for (const shared of manifest.shared) {
    if (!isRecord(shared) || typeof shared.name !== 'string') continue;
    if (!isContractKey(shared.name)) continue;
    if (typeof shared.requiredVersion === 'string' && shared.requiredVersion)
      requires[shared.name] = shared.requiredVersion;
  }
  return requires;
}

/** The release a remote's manifest names (its build version: the release's version). */
export function buildVersionOf(manifest: unknown): string | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const { buildInfo } = manifest.metaData;
  return isRecord(buildInfo) && typeof buildInfo.buildVersion === 'string'
    ? buildInfo.buildVersion
    : null;
}

/**
 * Every requirement `provides` does not satisfy (none: compatible). A package's keys share its one
 * version, so a subpath key that fails as its package does (`shared-ui/lists` as `shared-ui`) is
 * said once, by the package; one the shell does not provide while it provides the package (a key
 * the shell does not import) is a problem of its own.
 */
export function contractProblems(
  requires: Record<string, string>,
  provides: Record<string, string>,
): ContractProblem[] {
  const problems = Object.entries(requires)
    .filter(([name, range]) => !provides[name] || !satisfy(provides[name], range))
    .map(([name, required]) => ({ name, required, provided: provides[name] ?? null }));
  return problems.filter(
    (problem) =>
      packageOf(problem.name) === problem.name ||
      !problems.some(
        (other) =>
          other.name === packageOf(problem.name) &&
          other.required === problem.required &&
          other.provided === problem.provided,
      ),
  );
}

/**
 * The versions of the contract singletons this shell's build provides (registered with the Module
 * Federation runtime at start), or null outside a federated page.
 */
export function shellProvides(): Record<string, string> | null {
  const instance = getInstance();
  if (!instance) return null;
  const provides: Record<string, string> = {};
  for (const name of Object.keys(instance.options.shared).filter(isContractKey)) {
    const own = instance.options.shared[name]?.find((shared) => shared.from === instance.name);
    if (own?.version) provides[name] = own.version;
  }
  return provides;
}
