// What the screen shows instead of the schedule: loading, the error with its dismiss (x) button,
// and the empty state.
import { Card, Center, CloseButton, Heading, Spinner, Text, VStack } from 'shared-ui';
import { EmptyState } from 'shared-ui/lists';
import { SCHEDULE_TEXT } from '../messages';

export function ScheduleLoading() {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="2" textAlign="center">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" mb="2" />
        <Text fontWeight="medium">{SCHEDULE_TEXT.loading}</Text>
        <Text color="fg.muted" fontSize="sm">
          {SCHEDULE_TEXT.loadingDetail}
        </Text>
      </VStack>
    </Center>
  );
}

export function ScheduleError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Card.Root role="alert" maxW="lg" w="full" mx="auto" mt="8" borderColor="border.error">
      <Card.Body gap="2" textAlign="center" py="10" position="relative">
        <CloseButton
          aria-label={SCHEDULE_TEXT.dismiss}
          size="sm"
          position="absolute"
          top="2"
          insetEnd="2"
          onClick={onDismiss}
        />
        <Heading as="h2" size="lg" color="fg.error">
          {SCHEDULE_TEXT.errorTitle}
        </Heading>
        <Text color="fg.muted">{message}</Text>
      </Card.Body>
    </Card.Root>
  );
}

export function ScheduleEmpty() {
  return <EmptyState title={SCHEDULE_TEXT.emptyTitle} description={SCHEDULE_TEXT.emptyDetail} />;
}
