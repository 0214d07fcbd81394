// /groups/{groupId}/attendance (spec section 2): loading, group not found, error, or the sheet.
import { Banner, Box, Button, LoadingSpinner, Stack } from 'shared-ui';
import { useGroupDetail } from '../hooks/use-group-detail';
import { ATTENDANCE_TEXT } from '../messages';
import { AttendanceSheet } from './AttendanceSheet';
import { BackLink } from './BackLink';

export function AttendancePage({ groupId }: { groupId: number | null }) {
  const { state, reload } = useGroupDetail(groupId);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <BackLink />
        {state.status === 'loading' ? <LoadingSpinner label={ATTENDANCE_TEXT.loading} /> : null}
        {state.status === 'notFound' ? <Banner status="error" title={state.message} /> : null}
        {state.status === 'error' ? (
          <Stack gap="3" align="start">
            <Banner status="error" title={ATTENDANCE_TEXT.loadFailed} description={state.message} />
            <Button variant="outline" onClick={reload}>
              {ATTENDANCE_TEXT.tryAgain}
            </Button>
          </Stack>
        ) : null}
        {state.status === 'loaded' ? (
          <AttendanceSheet key={state.group.updated_at} group={state.group} />
        ) : null}
      </Stack>
    </Box>
  );
}
