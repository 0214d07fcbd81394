// The shell provides every shared-domain share key a remote's screen imports, as it does the
// shared-ui families (shared-ui-keys.ts): Module Federation provides only the keys the app's own
// code imports, and the shell's own screens import neither of these directly (shared-ui/lists
// brings `shared-domain/records`; `shared-domain/people` only the people and groups remotes read).
// Without these (never called) imports a remote would require of the shell a key it does not
// provide, and load its own copy. src/__tests__/federation.test.ts checks that the shell imports
// every key the remotes do.
export const SHELL_SHARED_DOMAIN_KEYS: Record<string, () => Promise<unknown>> = {
  'shared-domain/records': () => import('shared-domain/records'),
  'shared-domain/people': () => import('shared-domain/people'),
};
