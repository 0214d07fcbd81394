// The frame of a group's sheet page (/groups/{groupId}/attendance and /evaluation, spec section
// 2): the back link, then loading, group not found, a load error with a retry, or the sheet.
import type { ReactNode } from 'react';
import type { GroupDetail } from 'shared-domain';
import { Banner, Button, LoadingSpinner, PageContainer, Stack } from 'shared-ui';
import { useGroupDetail } from '../hooks/use-group-detail';
import { BackToGroupsLink } from './BackToGroupsLink';

export interface GroupSheetFrameText {
  loading: string;
  loadFailed: string;
  tryAgain: string;
  /** Names the load in the catalogue's error message, e.g. 'loading attendance'. */
  loadAction: string;
}

export interface GroupSheetFrameProps {
  groupId: number | null;
  text: GroupSheetFrameText;
  children: (group: GroupDetail) => ReactNode;
}

export function GroupSheetFrame({ groupId, text, children }: GroupSheetFrameProps) {
  const { state, reload } = useGroupDetail(groupId, text.loadAction);
  return (
    <PageContainer>
      <BackToGroupsLink />
      {state.status === 'loading' ? <LoadingSpinner label={text.loading} /> : null}
      {state.status === 'notFound' ? <Banner status="error" title={state.message} /> : null}
      {state.status === 'error' ? (
        <Stack gap="3" align="start">
          <Banner status="error" title={text.loadFailed} description={state.message} />
          <Button variant="outline" onClick={reload}>
            {text.tryAgain}
          </Button>
        </Stack>
      ) : null}
      {state.status === 'loaded' ? children(state.group) : null}
    </PageContainer>
  );
}
