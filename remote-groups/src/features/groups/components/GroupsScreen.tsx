// The Groups screen (spec section 2): search, filters held in the address, Export, a card grid of
// 1 to 3 columns with a pager, the loading, empty and error states, the Add, Edit, Delete and Update Level modals, and the last
// level update's summary with links to the history of each student it decided on.
import { useCallback, useMemo, useState } from 'react';
import { inLocale } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { generatePath, useNavigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import { DAY_GROUPS, LEVELS, isAdmin } from 'shared-domain';
import { Banner, Button, LoadingSpinner, PageContainer, SimpleGrid, Text } from 'shared-ui';
import {
  EmptyState,
  ExportButton,
  ListToolbar,
  Pagination,
  useUrlFilters,
  type UrlFilterRules,
} from 'shared-ui/lists';
import { paths } from '../../../config/paths';
import { GROUPS_EXPORT_PATH, type GroupFilter } from '../api/get-groups';
import { useGroups } from '../hooks/use-groups';
import { useSessionToggle } from '../hooks/use-session-toggle';
import { toDisplayGroup, type DisplayGroup } from '../model/display-group';
import { EXPORT_TEXT, GROUPS_TEXT, foundText, groupCountText } from '../messages';
import { GROUPS_PAGE_SIZE, pageOf } from '../model/paging';
import { filterGroups } from '../model/search';
import { assignableRoles } from '../model/staff-roles';
import { GroupCard } from './GroupCard';
import { GroupFilters } from './GroupFilters';
import { GroupDialogs, type OpenDialog } from './GroupDialogs';
import { GroupFormDialog } from './group-dialogs';
import { LevelUpdateSummaryBanner, type LastLevelUpdate } from './LevelUpdateSummary';
import type { GroupAction } from './GroupActionsMenu';

const FILTER_RULES: UrlFilterRules<GroupFilter> = {
  level: (value) => LEVELS.some((level) => String(level.value) === value),
  days: (value) => (DAY_GROUPS as readonly string[]).includes(value),
  instructor: (value) => /^[1-9][0-9]{0,9}$/.test(value),
  full: (value) => value === 'true' || value === 'false',
};

export function GroupsScreen() {
  const role = useCurrentUser()?.role ?? null;
  const canManage = isAdmin(role);
  const navigate = useNavigate();
  const filters = useUrlFilters(FILTER_RULES);
  const { groups, loading, error, dismissError, refresh } = useGroups(filters.values);
  const { busyGroupId, toggle } = useSessionToggle();
  const [term, setTerm] = useState('');
  const [searchKey, setSearchKey] = useState(0);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [lastLevelUpdate, setLastLevelUpdate] = useState<LastLevelUpdate | null>(null);

  // The cards' labels are read in the active language: drawn again when it changes.
  const locale = useLocale();
  const displayed = useMemo(
    () => inLocale(locale, () => (groups ?? []).map(toDisplayGroup)),
    [groups, locale],
  );
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
  // The same function from one drawing to the next, so the cards (memo) are not drawn again.
  const act = useCallback(
    (action: GroupAction, group: DisplayGroup) => {
      const groupId = String(group.id);
      if (action === 'edit') setDialog({ kind: 'edit', group: group.row });
      if (action === 'add-students') setDialog({ kind: 'students', group: group.row });
      if (action === 'update-level') setDialog({ kind: 'level', group });
      if (action === 'delete') setDialog({ kind: 'delete', group });
      if (action === 'attendance') navigate(generatePath(paths.groupAttendance, { groupId }));
      if (action === 'evaluation') navigate(generatePath(paths.groupEvaluation, { groupId }));
    },
    [navigate],
  );

  const total = groups ? groups.length : null;

  return (
    <PageContainer>
      <ListToolbar
        title={GROUPS_TEXT.heading}
        subtitle={total === null ? null : groupCountText(total)}
        search={{
          label: GROUPS_TEXT.searchLabel,
          placeholder: GROUPS_TEXT.searchPlaceholder,
          onSearch: search,
          resetKey: searchKey,
        }}
        onRefresh={refresh}
        refreshing={loading && groups !== null}
        actions={
          canManage ? (
            <ExportButton
              path={GROUPS_EXPORT_PATH}
              query={{ search: term, ...filters.values }}
              fileName="groups"
              texts={EXPORT_TEXT}
              failure={(failure) => resourceActionError(failure, GROUPS_TEXT.exportAction).message}
            />
          ) : null
        }
        add={
          canManage
            ? {
                label: GROUPS_TEXT.add,
                onClick: () => setDialog({ kind: 'add' }),
                onPreload: GroupFormDialog.preload,
              }
            : undefined
        }
      >
        <GroupFilters filters={filters} byInstructor={canManage} />
      </ListToolbar>
      {error ? (
        <Banner
          status="error"
          title={GROUPS_TEXT.loadFailed}
          description={error}
          onDismiss={dismissError}
        />
      ) : null}
      {lastLevelUpdate ? (
        <LevelUpdateSummaryBanner
          update={lastLevelUpdate}
          onDismiss={() => setLastLevelUpdate(null)}
        />
      ) : null}
      {groups === null && loading ? <LoadingSpinner label={GROUPS_TEXT.loading} /> : null}
      {groups !== null && searching ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {foundText(matching.length, term)}
        </Text>
      ) : null}
      {groups !== null && matching.length === 0 ? (
        <EmptyState
          title={searching ? GROUPS_TEXT.noMatch : GROUPS_TEXT.noGroups}
          description={searching ? undefined : GROUPS_TEXT.noGroupsHint}
          action={
            searching ? (
              <Button size="sm" variant="outline" onClick={clearSearch}>
                {GROUPS_TEXT.clearSearch}
              </Button>
            ) : null
          }
        />
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
          <Pagination
            variant="compact"
            page={slice.page}
            pageSize={GROUPS_PAGE_SIZE}
            total={matching.length}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <GroupDialogs
        dialog={dialog}
        roles={assignableRoles(role)}
        onClose={() => setDialog(null)}
        onChanged={() => setDialog(null)}
        onLevelUpdated={(group, summary, placement) => {
          setLastLevelUpdate({ title: group.title, summary });
          setDialog(placement ? { kind: 'place', ...placement } : null);
        }}
      />
    </PageContainer>
  );
}
