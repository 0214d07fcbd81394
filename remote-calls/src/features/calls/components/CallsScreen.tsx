// The Calls screen (spec section 2 "Calls"): search, filters held in the address, Export, a card
// grid with pagination, the Add / Edit Call modals and delete, with loading, empty and error
// states. A delete that empties the last page moves back to the last page that still exists.
import { useCallback, useEffect, useState } from 'react';
import { resourceActionError } from 'shared-auth/handlers';
import type { Call } from 'shared-domain';
import { useLocale } from 'shared-i18n/react';
import { Banner, Button, LoadingSpinner, PageContainer, SimpleGrid, Text } from 'shared-ui';
import {
  EmptyState,
  ExportButton,
  ListToolbar,
  Pagination,
  useUrlFilters,
  type UrlFilterRules,
} from 'shared-ui/lists';
import { CALLS_EXPORT_PATH, CALLS_PAGE_SIZE, type CallFilter } from '../api/get-calls';
import { useCalls } from '../hooks/use-calls';
import { useCallPermissions } from '../hooks/use-call-permissions';
import { CALLS_TEXT, EXPORT_TEXT, foundMessage, noMatchesMessage } from '../messages';
import { CallCard } from './CallCard';
import { CallFilters, monthsValue } from './CallFilters';
import { CallFormDialog, DeleteCallDialog } from './call-dialogs';

type Editing = { call: Call | null } | null;

const FILTER_RULES: UrlFilterRules<CallFilter> = {
  instructor: (value) => /^[1-9][0-9]{0,9}$/.test(value),
  months_from: (value) => monthsValue(value) === value,
  months_to: (value) => monthsValue(value) === value,
};

/** The filters as sent: a range given backwards (a hand-edited link) is read the right way round. */
function orderedFilters(values: Readonly<Record<CallFilter, string>>) {
  const { months_from: from, months_to: to } = values;
  return from && to && Number(to) < Number(from)
    ? { ...values, months_from: to, months_to: from }
    : values;
}

export function CallsScreen() {
  // The screen's words are read at render: a change of language renders it again.
  useLocale();
  const permissions = useCallPermissions();
  const urlFilters = useUrlFilters(FILTER_RULES);
  const filters = orderedFilters(urlFilters.values);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [searchKey, setSearchKey] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Call | null>(null);
  // Other filters start at page 1 (React's adjusting of state while rendering).
  const [shownFilters, setShownFilters] = useState(urlFilters.values);
  if (shownFilters !== urlFilters.values) {
    setShownFilters(urlFilters.values);
    setPage(1);
  }
  const list = useCalls({ page, search, filters });
  const { current, shown } = list;

  useEffect(() => {
    if (current && current.results.length === 0 && current.count > 0 && page > 1) {
      setPage(Math.ceil(current.count / CALLS_PAGE_SIZE));
    }
  }, [current, page]);

  const changeSearch = (term: string) => {
    setSearch(term.trim());
    setPage(1);
  };
  // The same function from one drawing to the next, so the cards (memo) are not drawn again.
  const editCall = useCallback((call: Call) => setEditing({ call }), []);
  const clearSearch = () => {
    changeSearch('');
    setSearchKey((key) => key + 1);
  };

  return (
    <PageContainer>
      <ListToolbar
        title={CALLS_TEXT.title}
        subtitle={CALLS_TEXT.subtitle}
        search={{
          label: CALLS_TEXT.searchLabel,
          placeholder: CALLS_TEXT.searchPlaceholder,
          onSearch: changeSearch,
          resetKey: searchKey,
        }}
        onRefresh={list.refresh}
        refreshing={list.refreshing}
        actions={
          permissions.canExport ? (
            <ExportButton
              path={CALLS_EXPORT_PATH}
              query={{ search, ...filters }}
              fileName="calls"
              texts={EXPORT_TEXT}
              failure={(error) => resourceActionError(error, CALLS_TEXT.exportAction).message}
            />
          ) : null
        }
        add={
          permissions.canManage
            ? {
                label: CALLS_TEXT.add,
                onClick: () => setEditing({ call: null }),
                onPreload: CallFormDialog.preload,
              }
            : undefined
        }
      >
        <CallFilters filters={urlFilters} byInstructor={permissions.canManage} />
      </ListToolbar>
      {list.error ? (
        <Banner status="error" title={list.error} onDismiss={list.dismissError} />
      ) : null}
      {search && current ? (
        <Text color="fg.muted">{foundMessage(current.count, search)}</Text>
      ) : null}
      {list.loading && !shown ? <LoadingSpinner label={CALLS_TEXT.loading} /> : null}
      {current && current.count === 0 ? (
        <EmptyState
          title={search ? CALLS_TEXT.noMatchesTitle : CALLS_TEXT.emptyTitle}
          description={search ? noMatchesMessage(search) : CALLS_TEXT.emptyMessage}
          action={
            search ? (
              <Button mt="2" variant="outline" onClick={clearSearch}>
                {CALLS_TEXT.clearSearch}
              </Button>
            ) : null
          }
        />
      ) : null}
      {shown && shown.results.length > 0 && !(current && current.count === 0) ? (
        <>
          <SimpleGrid
            columns={{ base: 1, md: 2, xl: 3 }}
            gap={{ base: '4', md: '6' }}
            aria-busy={list.loading}
          >
            {shown.results.map((call) => (
              <CallCard
                key={call.id}
                call={call}
                canManage={permissions.canManage}
                seesPhones={permissions.seesPhones}
                onEdit={editCall}
                onDelete={setDeleting}
              />
            ))}
          </SimpleGrid>
          <Pagination
            page={page}
            pageSize={CALLS_PAGE_SIZE}
            total={shown.count}
            onPageChange={setPage}
          />
        </>
      ) : null}
      {editing ? (
        <CallFormDialog
          call={editing.call}
          permissions={permissions}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteCallDialog
          call={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      ) : null}
    </PageContainer>
  );
}
