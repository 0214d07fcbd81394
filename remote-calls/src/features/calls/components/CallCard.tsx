// One call of the grid (spec section 3 "Displayed call"): the caller, the call's time and
// duration, its staff, its students and when it was created and last updated. Drawn again only when
// its own call or the viewer's rights change, not on another card's change or a refresh.
import { memo, useId } from 'react';
import { formatShortDate, levelLabel, type Call } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { texts } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { Badge, Box, Button, Card, HStack, Heading, Separator, Stack, Text } from 'shared-ui';
import { preloadOn } from 'shared-ui/lists';
import { en, t } from '../../../i18n';
import { CALLS_TEXT } from '../messages';

const CARD_TEXT = texts(t, 'card', en.card);
import { CallDetails } from './CallDetails';
import { CallFormDialog, DeleteCallDialog } from './call-dialogs';

interface CallCardProps {
  call: Call;
  canManage: boolean;
  seesPhones: boolean;
  onEdit: (call: Call) => void;
  onDelete: (call: Call) => void;
}

export const CallCard = memo(function CallCard({
  call,
  canManage,
  seesPhones,
  onEdit,
  onDelete,
}: CallCardProps) {
  // Its words are in the active language: drawn again when that changes.
  useLocale();
  const titleId = useId();
  const caller = call.instructor_name || CALLS_TEXT.unassignedCaller;
  return (
    <Card.Root as="article" aria-labelledby={titleId} borderRadius="l3" size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Box>
            <Heading as="h2" size="md" id={titleId}>
              {caller}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {CARD_TEXT.caller}
            </Text>
          </Box>
          <Badge colorPalette="brand" variant="subtle">
            {t('card.number', { id: call.id })}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <CallDetails
          title={CARD_TEXT.callInfo}
          items={[
            [CARD_TEXT.time, formatCallTime(call.time)],
            [CARD_TEXT.duration, t('card.months', { months: call.months })],
            [CARD_TEXT.callId, String(call.id)],
          ]}
        />
        <Separator />
        <CallDetails
          title={CARD_TEXT.staff}
          items={[
            [CARD_TEXT.supervisor, call.supervisor_name || CALLS_TEXT.notAssigned],
            [CARD_TEXT.accountManager, call.account_manager_name || CALLS_TEXT.notAssigned],
          ]}
        />
        <Separator />
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            {t('card.students', { count: call.students.length })}
          </Text>
          {call.students.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {CALLS_TEXT.noStudents}
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {call.students.map((student) => (
                <HStack as="li" key={student.id} justify="space-between" fontSize="sm" gap="2">
                  <Text>{student.name}</Text>
                  <HStack gap="2">
                    {seesPhones && student.phone_number ? (
                      <Text color="fg.muted">{student.phone_number}</Text>
                    ) : null}
                    <Badge variant="outline">{levelLabel(student.current_level)}</Badge>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
        <Separator />
        <CallDetails
          title={CARD_TEXT.additionalInfo}
          items={[
            [CARD_TEXT.created, formatShortDate(call.created_at)],
            [CARD_TEXT.lastUpdated, formatShortDate(call.updated_at)],
          ]}
        />
      </Card.Body>
      {canManage ? (
        <Card.Footer justifyContent="flex-end" gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => onEdit(call)}
            {...preloadOn(CallFormDialog)}
          >
            {CALLS_TEXT.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(call)}
            {...preloadOn(DeleteCallDialog)}
          >
            {CALLS_TEXT.delete}
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
});
