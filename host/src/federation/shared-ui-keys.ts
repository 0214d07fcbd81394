// The shell provides every shared-ui share key a remote's screen imports. Module Federation provides
// only the keys the app's own code imports: without these (never called) imports a family only
// remotes import would be provided by no one, and each remote would load its own copy, with its own
// Chakra ("wrap within ChakraProvider"). Each family stays a chunk of its own, fetched the first
// time a screen of the shell or of a remote asks for it, and always the shell's copy
// (host-shares-plugin.ts). src/__tests__/federation.test.ts checks that the shell imports every key
// the remotes do.
export const SHELL_SHARED_UI_FAMILIES: Record<string, () => Promise<unknown>> = {
  'shared-ui/lists': () => import('shared-ui/lists'),
  'shared-ui/overlays': () => import('shared-ui/overlays'),
  'shared-ui/forms': () => import('shared-ui/forms'),
  'shared-ui/choices': () => import('shared-ui/choices'),
};
