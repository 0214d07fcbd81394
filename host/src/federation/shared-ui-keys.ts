// The host provides every shared-ui share key a remote's screen imports, and loads them before the
// remote's module: Module Federation provides only the keys the host's own code imports, and a key
// the host provides but has not loaded yet is replaced in the share scope by the first remote that
// registers the same version (the browser walk of e2e/tests/singletons.spec.ts saw
// shared-ui/overlays come from remote-people and shared-ui/choices from remote-groups once the
// shell's pages that import them became lazy). A copy from a remote brings that remote's own
// Chakra, whose components then throw "wrap within ChakraProvider".
// src/__tests__/federation.test.ts checks that the shell imports every key the remotes do.
export function loadRemoteScreenKeys(): Promise<unknown> {
  return Promise.all([
    import('shared-ui/lists'),
    import('shared-ui/overlays'),
    import('shared-ui/forms'),
    import('shared-ui/choices'),
  ]);
}
