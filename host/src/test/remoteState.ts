// Which remote routes the mocked loader (federation/__mocks__/remotes.ts) pretends are down, and
// which remotes it pretends the deployment does not list.
const down = new Set<string>();
const unlisted = new Set<string>();

export const remoteState = {
  takeDown: (route: string) => down.add(route),
  isDown: (route: string) => down.has(route),
  unlist: (remote: string) => unlisted.add(remote),
  isUnlisted: (remote: string) => unlisted.has(remote),
  reset: () => {
    down.clear();
    unlisted.clear();
  },
};
