// Opens a group's attendance or evaluation sheet on its route, as the host mounts it, for a staff
// member: the group answered by the fake API, and resolved once the sheet's table shows (in
// whichever language is active).
import { screen } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { renderRoute, signIn } from 'test-support';
import type { FakeApi } from 'test-support';
import GroupAttendance from '../../exposes/GroupAttendance';
import GroupEvaluation from '../../exposes/GroupEvaluation';
import manifest from '../../routes.json';
import { GROUP_ID, GROUP_PATH, makeGroup } from './sessions-fixtures';

const SHEETS = {
  attendance: { route: 'groupAttendance', screen: <GroupAttendance /> },
  evaluation: { route: 'groupEvaluation', screen: <GroupEvaluation /> },
} as const;

export async function openSheet(api: FakeApi, sheet: keyof typeof SHEETS, group = makeGroup()) {
  api.on('GET', GROUP_PATH, { status: 200, body: group });
  signIn(makeStaffUser());
  const view = await renderRoute(manifest, SHEETS[sheet].route, SHEETS[sheet].screen, {
    apiUrl: api.url,
    path: `/groups/${GROUP_ID}/${sheet}`,
  });
  await screen.findByRole('table');
  return view;
}
