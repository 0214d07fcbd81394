// The Groups screen (spec section 2): search, a card grid of 1 to 3 columns with a pager, the
// loading, empty and error states, and the Add, Edit, Delete and Update Level modals.
import { useMemo, useState } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { isAdmin } from 'shared-domain';
import { Banner, LoadingSpinner, SimpleGrid, Stack, Text } from 'shared-ui';
import { paths } from '../../../config/paths';
import { useGroups } from '../hooks/use-groups';
import { useSessionToggle } from '../hooks/useSessionToggle';
import { toDisplayGroup, type DisplayGroup } from '../model/display-group';
import { GROUPS_TEXT, foundText } from '../model/messages';
import { pageOf } from '../model/paging';
import { filterGroups } from '../model/search';
import { assignableRoles } from '../model/staff-roles';
import { GroupCard } from './GroupCard';
import { GroupDialogs, type OpenDialog } from './GroupDialogs';
import type { GroupAction } from './GroupActionsMenu';
import { GroupsEmptyState } from './GroupsEmptyState';
import { GroupsPager } from './GroupsPager';
import { GroupsToolbar } from './GroupsToolbar';

export function GroupsScreen() {
  const role = useCurrentUser()?.role ?? null;
  const canManage = isAdmin(role);
  const navigate = useNavigate();
  const { groups, loading, error, dismissError, refresh } = useGroups();
  const { busyGroupId, toggle } = useSessionToggle();
  const [term, setTerm] = useState('');
  const [searchKey, setSearchKey] = useState(0);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const displayed = useMemo(() => (groups ?? []).map(toDisplayGroup), [groups]);
  const matching = useMemo(() => filterGroups(displayed, term), [displayed, term]);
  const slice = pageOf(matching, page);
  const searching = term.trim() !== '';

  const search = (next: string) => {
    setTerm(next);
    setPage(1);
  };
  const clearSearch = () => {
    search('');
    setSearchKey((key) => key + 1);
  };
  const act = (action: GroupAction, group: DisplayGroup) => {
    const groupId = String(group.id);
    if (action === 'edit') setDialog({ kind: 'edit', group: group.row });
    if (action === 'update-level') setDialog({ kind: 'level', group });
    if (action === 'delete') setDialog({ kind: 'delete', group });
    if (action === 'attendance') navigate(generatePath(paths.groupAttendance, { groupId }));
    if (action === 'evaluation') navigate(generatePath(paths.groupEvaluation, { groupId }));
  };

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} maxW="7xl" mx="auto" w="full">
      <GroupsToolbar
        total={groups ? groups.length : null}
        searchKey={searchKey}
        canAdd={canManage}
        canExport={role === 'operations_manager'}
        refreshing={loading && groups !== null}
        onSearch={search}
        onRefresh={refresh}
        onAdd={() => setDialog({ kind: 'add' })}
      />
      {error ? (
        <Banner
          status="error"
          title={GROUPS_TEXT.loadFailed}
          description={error}
          onDismiss={dismissError}
        />
      ) : null}
      {groups === null && loading ? <LoadingSpinner label={GROUPS_TEXT.loading} /> : null}
      {groups !== null && searching ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {foundText(matching.length, term)}
        </Text>
      ) : null}
      {groups !== null && matching.length === 0 ? (
        <GroupsEmptyState searching={searching} onClear={clearSearch} />
      ) : null}
      {slice.items.length > 0 ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
            {slice.items.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                canManage={canManage}
                sessionBusy={busyGroupId === group.id}
                onAction={act}
                onToggleSession={toggle}
              />
            ))}
          </SimpleGrid>
          <GroupsPager {...slice} onPageChange={setPage} />
        </>
      ) : null}
      <GroupDialogs
        dialog={dialog}
        roles={assignableRoles(role)}
        onClose={() => setDialog(null)}
        onChanged={() => setDialog(null)}
      />
    </Stack>
  );
}
