// The screen of the route `groups` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { GroupsScreen } from '../features/groups/components/GroupsScreen';

export default function Groups() {
  return <GroupsScreen />;
}
