// The Staff List (spec section 2): search, paging by 10, inline edit, delete and Add Staff, within
// the roles this manager may manage (spec section 6). Filter and Export are announced as coming.
import { useMemo, useState } from 'react';
import { STAFF_SCREEN_MESSAGES, useCurrentUser, useHasRole, usersListError } from 'shared-auth';
import { comingSoonNotice, userRowName } from 'shared-domain';
import { Button, ConfirmDialog, DataTable, Stack, notify } from 'shared-ui';
import { ListBody } from '../../lists/components/ListBody';
import { ListToolbar } from '../../lists/components/ListToolbar';
import { SearchSummary } from '../../lists/components/SearchSummary';
import { usePagedList } from '../../lists/hooks/usePagedList';
import { STAFF_PAGE_SIZE, staffQuery } from '../api/get-staff';
import { toStaffDraft } from '../api/update-staff';
import { useStaffActions } from '../hooks/useStaffActions';
import { STAFF_TEXTS, STAFF_TOASTS } from '../messages';
import { canManage, manageableRoles } from '../roles';
import { AddStaffModal } from './AddStaffModal';
import { staffColumns } from './staffColumns';

export function StaffScreen() {
  const viewer = useCurrentUser();
  const canExport = useHasRole(['operations_manager']);
  const roles = manageableRoles(viewer?.role);
  const columns = useMemo(() => staffColumns(roles), [roles]);
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    pageQuery: staffQuery,
    errorMessage: (error) => usersListError(error).message,
    pageSize: STAFF_PAGE_SIZE,
    refreshed: STAFF_TOASTS.refreshed,
  });
  const actions = useStaffActions(list.leavePageEmptiedByDelete);

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }}>
      <ListToolbar
        title={STAFF_TEXTS.title}
        searchLabel={STAFF_TEXTS.searchLabel}
        searchPlaceholder={STAFF_TEXTS.searchPlaceholder}
        onSearch={list.setSearch}
        onRefresh={list.refresh}
        refreshing={list.loaded && list.loading}
        onExport={canExport ? () => notify.info(comingSoonNotice('Export')) : undefined}
        add={{ label: STAFF_TEXTS.addButton, onClick: () => setAdding(true) }}
      >
        <Button variant="outline" size="sm" onClick={() => notify.info(comingSoonNotice('Filter'))}>
          Filter
        </Button>
      </ListToolbar>
      <ListBody
        list={list}
        pageSize={STAFF_PAGE_SIZE}
        loadingLabel={STAFF_TEXTS.loading}
        errorTitle={STAFF_SCREEN_MESSAGES.load}
        summary={
          <SearchSummary
            count={list.count}
            term={list.search}
            noun={['staff member', 'staff members']}
          />
        }
      >
        <DataTable
          rows={list.rows}
          columns={columns}
          getRowId={(member) => member.id}
          getRowLabel={(member) => userRowName(member)}
          toDraft={(member) => toStaffDraft(member, viewer?.id)}
          onSave={actions.save}
          onDelete={actions.askDelete}
          canEditRow={(member) => canManage(viewer, member)}
          canDeleteRow={(member) => member.id !== viewer?.id && canManage(viewer, member)}
          emptyText={STAFF_TEXTS.empty}
        />
      </ListBody>
      <ConfirmDialog
        open={actions.pendingDelete !== null}
        title={STAFF_TEXTS.deleteTitle}
        message={
          actions.pendingDelete
            ? `Are you sure you want to delete ${userRowName(actions.pendingDelete)}? This cannot be undone.`
            : undefined
        }
        destructive
        busy={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
      <AddStaffModal open={adding} roles={roles} onClose={() => setAdding(false)} />
    </Stack>
  );
}
