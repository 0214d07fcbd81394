// The Staff List (spec section 2): search, filters by role and active (held in the address),
// paging by 10, inline edit, delete, Add Staff and Export, within the roles this manager may
// manage (spec section 6).
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import { type User, userRowName } from 'shared-domain';
import { PageContainer } from 'shared-ui';
import { DataTable, ExportButton, ListToolbar, useUrlFilters } from 'shared-ui/lists';
import { EXPORT_TEXTS, ListBody, SearchSummary, deleteQuestion, usePagedList } from '../../lists';
import { STAFF_EXPORT_PATH, STAFF_PAGE_SIZE, type StaffFilter, staffQuery } from '../api/get-staff';
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
import { StaffFilters } from './StaffFilters';
import { AddStaffDialog, DeleteStaffDialog } from './staff-dialogs';
import { staffColumns } from './staffColumns';
import { ImportButton } from '../../imports';

const isBoolean = (value: string) => value === 'true' || value === 'false';

export function StaffScreen() {
  const viewer = useCurrentUser();
  const roles = manageableRoles(viewer?.role);
  const filters = useUrlFilters<StaffFilter>({
    role: (value) => (roles as readonly string[]).includes(value),
    is_active: isBoolean,
  });
  // The headers are read in the active language: a switch builds the columns again.
  const locale = useLocale();
  const digits = useDigits();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => staffColumns(roles), [roles, locale, digits]);
  // What the table asks of each row stays the same from one drawing to the next, so its rows are
  // not drawn again with the screen.
  const toDraft = useCallback((member: User) => toStaffDraft(member, viewer?.id), [viewer]);
  const canEditRow = useCallback((member: User) => canManage(viewer, member), [viewer]);
  const canDeleteRow = useCallback(
    (member: User) => member.id !== viewer?.id && canManage(viewer, member),
    [viewer],
  );
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    pageQuery: staffQuery,
    errorMessage: (error) => usersListError(error).message,
    pageSize: STAFF_PAGE_SIZE,
    refreshed: STAFF_TOASTS.refreshed,
    filters: filters.values,
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
          // Both manager roles reach this screen, and both import and export (docs/departures.md).
          <>
            <ImportButton kind="staff" />
            <ExportButton
              path={STAFF_EXPORT_PATH}
              query={{ search: list.search, ...filters.values }}
              fileName="staff"
              texts={EXPORT_TEXTS}
              failure={(error) => resourceActionError(error, STAFF_TEXTS.exportAction).message}
            />
          </>
        }
        add={{
          label: STAFF_TEXTS.addButton,
          onClick: () => setAdding(true),
          onPreload: AddStaffDialog.preload,
        }}
      >
        <StaffFilters roles={roles} filters={filters} />
      </ListToolbar>
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
          getRowLabel={userRowName}
          toDraft={toDraft}
          onSave={actions.save}
          onDelete={actions.askDelete}
          canEditRow={canEditRow}
          canDeleteRow={canDeleteRow}
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
