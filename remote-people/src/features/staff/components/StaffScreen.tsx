// The Staff List (spec section 2): search, paging by 10, inline edit, delete and Add Staff, within
// the roles this manager may manage (spec section 6). Filter and Export are announced as coming.
import { useMemo, useState } from 'react';
import { useCurrentUser, useHasRole } from 'shared-auth';
import { userRowName } from 'shared-domain';
import { PageContainer } from 'shared-ui';
import { ComingSoonButton, DataTable, ListToolbar } from 'shared-ui/lists';
import { LIST_TEXTS, ListBody, SearchSummary, deleteQuestion, usePagedList } from '../../lists';
import { STAFF_PAGE_SIZE, staffQuery } from '../api/get-staff';
import { toStaffDraft } from '../api/update-staff';
import { useStaffActions } from '../hooks/use-staff-actions';
import {
  STAFF_TEXTS,
  STAFF_TOASTS,
  STAFF_SCREEN_MESSAGES,
  staffFound,
  usersListError,
} from '../messages';
import { useDigits, useLocale } from 'shared-i18n/react';
import { canManage, manageableRoles } from '../roles';
import { AddStaffDialog, DeleteStaffDialog } from './staff-dialogs';
import { staffColumns } from './staffColumns';
import { ImportButton } from '../../imports';

export function StaffScreen() {
  const viewer = useCurrentUser();
  const canExport = useHasRole(['operations_manager']);
  const roles = manageableRoles(viewer?.role);
  // The headers are read in the active language: a switch builds the columns again.
  const locale = useLocale();
  const digits = useDigits();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => staffColumns(roles), [roles, locale, digits]);
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    pageQuery: staffQuery,
    errorMessage: (error) => usersListError(error).message,
    pageSize: STAFF_PAGE_SIZE,
    refreshed: STAFF_TOASTS.refreshed,
  });
  const actions = useStaffActions(list.leavePageEmptiedByDelete);

  return (
    <PageContainer>
      <ListToolbar
        title={STAFF_TEXTS.title}
        search={{
          label: STAFF_TEXTS.searchLabel,
          placeholder: STAFF_TEXTS.searchPlaceholder,
          onSearch: list.setSearch,
        }}
        onRefresh={list.refresh}
        refreshing={list.loaded && list.loading}
        actions={
          <>
            <ImportButton kind="staff" />
            <ComingSoonButton label={LIST_TEXTS.filter} notice={LIST_TEXTS.filterSoon} />
            {canExport ? (
              <ComingSoonButton label={LIST_TEXTS.export} notice={LIST_TEXTS.exportSoon} />
            ) : null}
          </>
        }
        add={{
          label: STAFF_TEXTS.addButton,
          onClick: () => setAdding(true),
          onPreload: AddStaffDialog.preload,
        }}
      />
      <ListBody
        list={list}
        pageSize={STAFF_PAGE_SIZE}
        loadingLabel={STAFF_TEXTS.loading}
        errorTitle={STAFF_SCREEN_MESSAGES.load}
        summary={
          <SearchSummary term={list.search} found={(term) => staffFound(list.count, term)} />
        }
      >
        <DataTable
          label={STAFF_TEXTS.title}
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
      {actions.pendingDelete ? (
        <DeleteStaffDialog
          open
          title={STAFF_TEXTS.deleteTitle}
          message={deleteQuestion(userRowName(actions.pendingDelete))}
          destructive
          busy={actions.deleting}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      ) : null}
      {adding ? <AddStaffDialog roles={roles} onClose={() => setAdding(false)} /> : null}
    </PageContainer>
  );
}
