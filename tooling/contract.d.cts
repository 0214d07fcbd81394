export declare const CONTRACT_PACKAGES: readonly string[];
export declare function isContractKey(name: string): boolean;
export declare function contractsOf(manifest: unknown): {
  requires: Record<string, string>;
  provides: Record<string, string>;
};
export interface ContractProblem {
  name: string;
  required: string;
  /** What is provided; null when there is no copy at all. */
  provided: string | null;
}
export declare function contractProblems(
  requires: Record<string, string>,
  provides: Record<string, string>,
  satisfy: (version: string, range: string) => boolean,
): ContractProblem[];
