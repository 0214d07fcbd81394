// The host provides every shared-ui share key a remote's screen imports: Module Federation
// provides only the keys the host's own code imports, and a key nobody provides is loaded from
// each remote with its own Chakra, whose components then throw "wrap within ChakraProvider".
// shared-ui, shared-ui/overlays and shared-ui/forms are imported by the shell's own pages;
// shared-ui/lists only by the remotes' screens, each of which draws from it (tables, the cards'
// progress bars, stats), so the shell loads it beside each remote route's module
// (src/__tests__/federation.test.ts checks that the shell imports every key the remotes do).
export function loadRemoteScreenKeys(): Promise<unknown> {
  return import('shared-ui/lists');
}
