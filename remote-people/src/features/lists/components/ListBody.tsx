// Below the toolbar of a list screen: the dismissable error banner, the loading state until the
// first answer, then the table and the pager.
import type { ReactNode } from 'react';
import { Banner, LoadingSpinner, Stack } from 'shared-ui';
import { Pagination } from 'shared-ui/lists';
import type { PagedList } from '../hooks/use-paged-list';

export interface ListBodyProps<Row> {
  list: PagedList<Row>;
  pageSize: number;
  loadingLabel: string;
  /** Shown above the catalogue message when a load fails. */
  errorTitle?: string;
  summary?: ReactNode;
  children: ReactNode;
}

export function ListBody<Row>({
  list,
  pageSize,
  loadingLabel,
  errorTitle,
  summary,
  children,
}: ListBodyProps<Row>) {
  return (
    <Stack gap="3">
      {list.error ? (
        <Banner
          status="error"
          title={errorTitle ?? list.error}
          description={errorTitle ? list.error : undefined}
          onDismiss={list.dismissError}
        />
      ) : null}
      {/* A failed first load shows only the banner, not an empty table that reads as "none". */}
      {list.loaded && !(list.error && list.rows.length === 0) ? (
        <>
          {summary}
          {children}
          <Pagination
            page={list.page}
            pageSize={pageSize}
            total={list.count}
            onPageChange={list.setPage}
          />
        </>
      ) : null}
      {list.loaded ? null : <LoadingSpinner label={loadingLabel} />}
    </Stack>
  );
}
