// The Student List (spec section 2): search, status filter, paging, inline edit, delete, add,
// import, export, a student's history and recording a payment. Managers change, import and export
// (docs/departures.md); instructors and supervisors read the students the API lets them see.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useIsAdmin } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import {
  CONSTANTS,
  STUDENT_HISTORY_PARAM as HISTORY_PARAM,
  type StudentProfile,
  userRowName,
} from 'shared-domain';
import { PageContainer } from 'shared-ui';
import { DataTable, ExportButton, ListToolbar } from 'shared-ui/lists';
import { useDigits, useLocale } from 'shared-i18n/react';
import { EXPORT_TEXTS, ListBody, SearchSummary, usePagedList } from '../../lists';
import { ImportButton } from '../../imports';
import { HISTORY_TEXTS, StudentHistoryDrawer } from '../../student-history';
import { STUDENTS_EXPORT_PATH, studentsKeys, studentsQuery } from '../api/get-students';
import { toStudentDraft } from '../api/update-student';
import { deleteStudentQuestion, useStudentActions } from '../hooks/use-student-actions';
import { STUDENT_TEXTS, STUDENT_TOASTS, studentListError, studentsFound } from '../messages';
import { useEnrolmentActions } from './EnrolmentActions';
import { usePaymentAction } from './PaymentAction';
import { StudentFilter } from './StudentFilter';
import { AddStudentDialog, DeleteStudentDialog } from './student-dialogs';
import { studentColumns } from './studentColumns';

const PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

const studentRowName = (student: StudentProfile) => userRowName(student.user);

export function StudentsScreen() {
  const isAdmin = useIsAdmin();
  // Its texts and columns are read at render: a change of language or digits draws them again.
  const locale = useLocale();
  const digits = useDigits();
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    pageQuery: studentsQuery,
    errorMessage: (error) => studentListError(error).message,
    pageSize: PAGE_SIZE,
    refreshed: STUDENT_TOASTS.refreshed,
  });
  const actions = useStudentActions(list.leavePageEmptiedByDelete);
  // The open history is in the URL (?history=<id>), so a link can open it (the level update's
  // summary does).
  const [params, setParams] = useSearchParams();
  const historyId = /^[1-9][0-9]{0,9}$/.test(params.get(HISTORY_PARAM) ?? '')
    ? Number(params.get(HISTORY_PARAM))
    : null;
  const setHistory = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(HISTORY_PARAM);
        else next.set(HISTORY_PARAM, String(id));
        return next;
      },
      { replace: id === null },
    );
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: studentsKeys.lists() });
  const enrolment = useEnrolmentActions();
  const payment = usePaymentAction(refreshList);
  // A student's name opens their history; managers also place students in groups and link them
  // to calls from the list. The columns stay the same from one drawing to the next (the name's
  // click reads the latest setHistory), so the table's rows are not drawn again with the screen.
  const openHistory = useRef(setHistory);
  useLayoutEffect(() => {
    openHistory.current = setHistory;
  });
  const shown = useMemo(
    () => studentColumns((student) => openHistory.current(student.id), HISTORY_TEXTS.open),
    // Its headers are read in the active language: a switch builds them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, digits],
  );
  const columns = useMemo(
    () => (isAdmin ? [...shown, enrolment.column, payment.column] : shown),
    [isAdmin, shown, enrolment.column, payment.column],
  );

  return (
    <PageContainer>
      <ListToolbar
        title={STUDENT_TEXTS.title}
        search={{
          label: STUDENT_TEXTS.searchLabel,
          placeholder: STUDENT_TEXTS.searchPlaceholder,
          onSearch: list.setSearch,
        }}
        onRefresh={list.refresh}
        refreshing={list.loaded && list.loading}
        actions={
          isAdmin ? (
            <>
              <ImportButton kind="students" />
              <ExportButton
                path={STUDENTS_EXPORT_PATH}
                query={{ search: list.search, status: list.filter }}
                fileName="students"
                texts={EXPORT_TEXTS}
                failure={(error) => resourceActionError(error, STUDENT_TEXTS.exportAction).message}
              />
            </>
          ) : null
        }
        add={
          isAdmin
            ? {
                label: STUDENT_TEXTS.addButton,
                onClick: () => setAdding(true),
                onPreload: AddStudentDialog.preload,
              }
            : undefined
        }
      >
        <StudentFilter value={list.filter} onChange={list.setFilter} />
      </ListToolbar>
      <ListBody
        list={list}
        pageSize={PAGE_SIZE}
        loadingLabel={STUDENT_TEXTS.loading}
        summary={
          <SearchSummary
            term={list.search}
            found={(term) => studentsFound(list.count, term, list.capped)}
          />
        }
      >
        <DataTable
          label={STUDENT_TEXTS.title}
          rows={list.rows}
          columns={columns}
          getRowId={(student) => student.id}
          getRowLabel={studentRowName}
          toDraft={isAdmin ? toStudentDraft : undefined}
          onSave={isAdmin ? actions.save : undefined}
          onDelete={isAdmin ? actions.askDelete : undefined}
          emptyText={STUDENT_TEXTS.empty}
        />
      </ListBody>
      {actions.pendingDelete ? (
        <DeleteStudentDialog
          open
          title={STUDENT_TEXTS.deleteTitle}
          message={deleteStudentQuestion(actions.pendingDelete)}
          destructive
          busy={actions.deleting}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      ) : null}
      {historyId !== null ? (
        <StudentHistoryDrawer
          studentId={historyId}
          onClose={() => setHistory(null)}
          onPaymentRecorded={refreshList}
        />
      ) : null}
      {isAdmin && adding ? <AddStudentDialog onClose={() => setAdding(false)} /> : null}
      {isAdmin ? enrolment.dialog : null}
      {isAdmin ? payment.dialog : null}
    </PageContainer>
  );
}
