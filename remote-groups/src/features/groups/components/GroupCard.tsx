// One group of the grid with its menu and sections (spec section 2), and its Activity. Drawn again
// only when its own group or state changes: a search, a page or another card's toggle leaves it.
import { memo } from 'react';
import { Badge, Card, Flex, HStack, Heading, Separator, Stack } from 'shared-ui';
import { GroupActivityButton } from '../../group-activity';
import type { DisplayGroup } from '../model/display-group';
import { AdditionalInfo } from './AdditionalInfo';
import { CapacitySection } from './CapacitySection';
import { GroupActionsMenu, type GroupAction } from './GroupActionsMenu';
import { ScheduleSection } from './ScheduleSection';
import { SessionProgress } from './SessionProgress';
import { StaffSection } from './StaffSection';
import { StudentsSection } from './StudentsSection';

interface GroupCardProps {
  group: DisplayGroup;
  canManage: boolean;
  sessionBusy: boolean;
  onAction: (action: GroupAction, group: DisplayGroup) => void;
  onToggleSession: (group: DisplayGroup, session: number) => void;
}

export const GroupCard = memo(function GroupCard({
  group,
  canManage,
  sessionBusy,
  onAction,
  onToggleSession,
}: GroupCardProps) {
  return (
    <Card.Root as="article" aria-label={group.title} borderRadius="l3" boxShadow="xs" h="full">
      <Card.Header pb="2">
        <Flex align="center" justify="space-between" gap="2">
          <HStack gap="2" minW="0" flexWrap="wrap">
            <Heading as="h2" size="md">
              {group.title}
            </Heading>
            <Badge colorPalette="purple">{group.scheduleInfo.level}</Badge>
            <Badge variant="outline">
              {group.days} · {group.timeRange}
            </Badge>
          </HStack>
          <HStack gap="1" flexShrink={0}>
            <GroupActivityButton groupId={group.id} title={group.title} />
            <GroupActionsMenu
              title={group.title}
              canManage={canManage}
              onAction={(action) => onAction(action, group)}
            />
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4" separator={<Separator />}>
          <ScheduleSection group={group} />
          <StaffSection group={group} />
          <CapacitySection group={group} />
          <SessionProgress
            group={group}
            canManage={canManage}
            busy={sessionBusy}
            onToggle={(session) => onToggleSession(group, session)}
          />
          <StudentsSection group={group} showPhones={canManage} />
          <AdditionalInfo group={group} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
