// The shell provides every shared-ui and shared-domain share key a remote's screen imports. Module
// Federation provides only the keys the app's own code imports, and the shell's own screens import
// none of these directly (`shared-domain/records` only the teaching home reads; `shared-domain/people`
// only the people and groups remotes): without these (never called) imports a key only
// remotes import would be provided by no one, and each remote would load its own copy, for a
// shared-ui family with its own Chakra ("wrap within ChakraProvider"). Each key stays a chunk of
// its own, fetched the first time a screen of the shell or of a remote asks for it, and for a
// shared-ui family always the shell's copy (host-shares-plugin.ts). src/__tests__/federation.test.ts
// checks that the shell imports every key the remotes do.
export const SHELL_SHARED_KEYS: Record<string, () => Promise<unknown>> = {
  'shared-ui/lists': () => import('shared-ui/lists'),
  'shared-ui/files': () => import('shared-ui/files'),
  'shared-ui/history': () => import('shared-ui/history'),
  'shared-ui/overlays': () => import('shared-ui/overlays'),
  'shared-ui/forms': () => import('shared-ui/forms'),
  'shared-ui/select': () => import('shared-ui/select'),
  'shared-ui/choices': () => import('shared-ui/choices'),
  'shared-ui/tabs': () => import('shared-ui/tabs'),
  'shared-ui/progress': () => import('shared-ui/progress'),
  'shared-ui/table': () => import('shared-ui/table'),
  'shared-domain/records': () => import('shared-domain/records'),
  'shared-domain/people': () => import('shared-domain/people'),
};
