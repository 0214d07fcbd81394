// A group's name on screen: every screen calls a group by its id in the same words (shared-domain).
export { groupTitle } from 'shared-domain/records';
