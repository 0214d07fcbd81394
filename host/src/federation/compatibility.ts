// The run-time half of the compatibility gate (the check itself is tooling/contract.cjs, which the
// deploy's gate and the contract check use too). Before a remote is loaded, the shared singletons
// its mf-manifest.json requires are checked against the versions this shell provides. A remote
// built against a newer shared-ui than the shell has would otherwise run on the older copy (and
// fail where it uses what is new) or bring a second one: it shows "This release of remote-x does
// not fit this shell", with the rollback command, instead.
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import {
  contractProblems as problemsWith,
  contractsOf,
  isContractKey,
  type ContractProblem,
} from '../../../tooling/contract.cjs';

export type { ContractProblem } from '../../../tooling/contract.cjs';

/** A remote this shell cannot run: the route shows the "does not fit this shell" panel. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: readonly ContractProblem[],
    /** The address of the release refused (its mf-manifest.json). */
    readonly entry?: string,
  ) {
    super(
      `remote-${remote} needs a newer shell: ${problems
        .map((p) => `${p.name} ${p.required} (the shell has ${p.provided ?? 'none'})`)
        .join(', ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/** What a remote's mf-manifest.json requires of the contract singletons: { name: range }. */
export function requirementsOf(manifest: unknown): Record<string, string> {
  return contractsOf(manifest).requires;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The release a remote's manifest names (its build version: the release's version). */
export function buildVersionOf(manifest: unknown): string | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const { buildInfo } = manifest.metaData;
  return isRecord(buildInfo) && typeof buildInfo.buildVersion === 'string'
    ? buildInfo.buildVersion
    : null;
}

/** Every requirement `provides` does not satisfy (none: compatible), by the runtime's `satisfy`. */
export function contractProblems(
  requires: Record<string, string>,
  provides: Record<string, string>,
): ContractProblem[] {
  return problemsWith(requires, provides, satisfy);
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
    const own = shellShare(name);
    if (own?.version) provides[name] = own.version;
  }
  return provides;
}

/** This shell's own registration of a shared key (its build provides the module), if any. */
export function shellShare(name: string) {
  const instance = getInstance();
  return instance?.options.shared[name]?.find((shared) => shared.from === instance.name);
}
