// The Calls screen (spec section 2 "Calls"): search, a card grid with numbered pagination, the
// Add / Edit Call modals and the delete dialog, with loading, empty and error states. A create,
// update or delete refreshes the list's cache (use-call-changes); a delete that empties the last
// page moves back to the last page that still exists. The page shown stays while the next loads.
import { useEffect, useState } from 'react';
import type { Call } from 'shared-domain';
import { Banner, Box, LoadingSpinner, Pagination, SimpleGrid, Stack, Text } from 'shared-ui';
import { CALLS_PAGE_SIZE } from '../api/get-calls';
import { useCalls } from '../hooks/use-calls';
import { useCallPermissions } from '../hooks/useCallPermissions';
import { CALLS_TEXT, foundMessage } from '../messages';
import { CallCard } from './CallCard';
import { CallFormDialog } from './CallFormDialog';
import { CallsEmptyState } from './CallsEmptyState';
import { CallsToolbar } from './CallsToolbar';
import { DeleteCallDialog } from './DeleteCallDialog';

type Editing = { call: Call | null } | null;

export function CallsScreen() {
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
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '8' }}>
      <CallsToolbar
        searchKey={searchKey}
        onSearch={changeSearch}
        onRefresh={list.refresh}
        refreshing={list.refreshing}
        canAdd={permissions.canManage}
        canExport={permissions.canExport}
        onAdd={() => setEditing({ call: null })}
      />
      <Stack gap="4">
        {list.error ? (
          <Banner status="error" title={list.error} onDismiss={list.dismissError} />
        ) : null}
        {search && current ? (
          <Text color="fg.muted">{foundMessage(current.count, search)}</Text>
        ) : null}
        {list.loading && !shown ? <LoadingSpinner label={CALLS_TEXT.loading} /> : null}
        {current && current.count === 0 ? (
          <CallsEmptyState search={search} onClearSearch={clearSearch} />
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
      </Stack>
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
    </Box>
  );
}
