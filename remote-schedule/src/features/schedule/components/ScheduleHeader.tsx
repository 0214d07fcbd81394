// The screen's title, subtitle, day-group filter and Refresh button (disabled while the schedule
// loads).
import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Spinner, Text } from 'shared-ui';
import { SCHEDULE_TEXT } from '../messages';

export function ScheduleHeader({
  loading,
  onRefresh,
  filter,
}: {
  loading: boolean;
  onRefresh: () => void;
  filter?: ReactNode;
}) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="4"
    >
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {SCHEDULE_TEXT.title}
        </Heading>
        <Text color="fg.muted" mt="1">
          {SCHEDULE_TEXT.subtitle}
        </Text>
      </Box>
      <Flex gap="3" align="center">
        {filter}
        <Button colorPalette="brand" onClick={onRefresh} disabled={loading} aria-busy={loading}>
          {loading ? <Spinner size="sm" /> : null}
          {SCHEDULE_TEXT.refresh}
        </Button>
      </Flex>
    </Flex>
  );
}
