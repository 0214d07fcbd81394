// /groups/{groupId}/evaluation (spec section 2): loading, group not found, error, or the sheet.
import { Banner, Box, Button, LoadingSpinner, Stack } from 'shared-ui';
import { useGroupDetail } from '../hooks/use-group-detail';
import { EVALUATION_TEXT } from '../messages';
import { EvaluationSheet } from './EvaluationSheet';
import { BackLink } from './BackLink';

export function EvaluationPage({ groupId }: { groupId: number | null }) {
  const { state, reload } = useGroupDetail(groupId);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <BackLink />
        {state.status === 'loading' ? <LoadingSpinner label={EVALUATION_TEXT.loading} /> : null}
        {state.status === 'notFound' ? <Banner status="error" title={state.message} /> : null}
        {state.status === 'error' ? (
          <Stack gap="3" align="start">
            <Banner status="error" title={EVALUATION_TEXT.loadFailed} description={state.message} />
            <Button variant="outline" onClick={reload}>
              {EVALUATION_TEXT.tryAgain}
            </Button>
          </Stack>
        ) : null}
        {state.status === 'loaded' ? (
          <EvaluationSheet key={state.group.updated_at} group={state.group} />
        ) : null}
      </Stack>
    </Box>
  );
}
