// The cache keys of this remote's group data: the list and each group's detail sit under one root,
// so a change to a group can refresh everything that shows it.
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  detail: (groupId: number) => [...groupKeys.all, 'detail', groupId] as const,
};
