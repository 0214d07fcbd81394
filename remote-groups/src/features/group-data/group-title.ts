// A group's name on screen. Groups have no name of their own in the API, so every screen of this
// remote calls a group by its id in the same words.
export function groupTitle(group: { id: number }): string {
  return `Group ${group.id}`;
}
