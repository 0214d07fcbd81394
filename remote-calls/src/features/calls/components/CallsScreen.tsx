// The Calls screen (spec section 2 "Calls"): search, a card grid with pagination, the Add / Edit
// Call modals and delete, with loading, empty and error states. A delete that empties the last page
// moves back to the last page that still exists.
import { useEffect, useState } from 'react';
import type { Call } from 'shared-domain';
import { useLocale } from 'shared-i18n/react';
import { Banner, Button, LoadingSpinner, PageContainer, SimpleGrid, Text } from 'shared-ui';
import { ComingSoonButton, EmptyState, ListToolbar, Pagination } from 'shared-ui/lists';
import { CALLS_PAGE_SIZE } from '../api/get-calls';
import { useCalls } from '../hooks/use-calls';
import { useCallPermissions } from '../hooks/use-call-permissions';
import { CALLS_TEXT, foundMessage, noMatchesMessage } from '../messages';
import { CallCard } from './CallCard';
import { CallFormDialog, DeleteCallDialog } from './call-dialogs';

type Editing = { call: Call | null } | null;

export function CallsScreen() {
  // The screen's words are read at render: a change of language renders it again.
  useLocale();
  const permissions = useCallPermissions();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [searchKey, setSearchKey] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Call | null>(null);
  const list = useCalls({ page, search });
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
          <>
            <ComingSoonButton label={CALLS_TEXT.filter} notice={CALLS_TEXT.filterSoon} />
            {permissions.canExport ? (
              <ComingSoonButton label={CALLS_TEXT.export} notice={CALLS_TEXT.exportSoon} />
            ) : null}
          </>
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
      />
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
                onEdit={(chosen) => setEditing({ call: chosen })}
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
