// A report's loading and error states: a spinner before the first answer; a failure with Try
// Again, above the last figures when there are some (they stay shown).
import { Banner, Button, LoadingSpinner, Stack } from 'shared-ui';
import type { ReportState } from '../hooks/use-report';
import { REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';

export function ReportStates<T>({ state }: { state: ReportState<T> }) {
  if (state.data === null && state.loading) return <LoadingSpinner label={REPORT_TEXT.loading} />;
  if (!state.error) return null;
  const { message, detail } = state.error;
  return (
    <Stack gap="2" align="start" {...PRINT_HIDDEN}>
      <Banner
        status="error"
        title={REPORT_TEXT.loadFailed}
        description={detail ? `${message} ${detail}` : message}
      />
      <Button size="sm" variant="outline" onClick={state.reload}>
        {REPORT_TEXT.tryAgain}
      </Button>
    </Stack>
  );
}
