// The host provides every shared-ui share key a remote's screen imports, and loads the ones a
// remote shares before the remote's module runs: Module Federation provides only the keys the
// host's own code imports, and a key the host provides but has not loaded yet was taken from the
// first remote to register it (the browser walk of e2e/tests/singletons.spec.ts saw
// shared-ui/overlays come from remote-people and shared-ui/choices from remote-groups once the
// shell's pages that import them became lazy). A copy from a remote brings that remote's own
// Chakra, whose components then throw "wrap within ChakraProvider". Only the keys the remote's
// manifest lists are loaded, so the student dashboard does not fetch dialogs it never opens.
// src/__tests__/federation.test.ts checks that the shell imports every key the remotes do.
const LOADERS: Record<string, () => Promise<unknown>> = {
  'shared-ui/lists': () => import('shared-ui/lists'),
  'shared-ui/overlays': () => import('shared-ui/overlays'),
  'shared-ui/forms': () => import('shared-ui/forms'),
  'shared-ui/choices': () => import('shared-ui/choices'),
};

/** Loads the shell's copy of each of `keys` that is a shared-ui family (every family if none). */
export function loadRemoteScreenKeys(
  keys: readonly string[] = Object.keys(LOADERS),
): Promise<unknown> {
  return Promise.all(keys.flatMap((key) => (LOADERS[key] ? [LOADERS[key]()] : [])));
}
