// The group the sheet belongs to: its level and schedule as the page heading, its staff below.
import { dayGroupLabel, levelLabel, type GroupDetail } from 'shared-domain';
import { Heading, Stack, Text } from 'shared-ui';
import { EVALUATION_TEXT } from '../messages';

export function GroupHeading({ group }: { group: GroupDetail }) {
  const staff = [
    group.instructor_name ? `Instructor: ${group.instructor_name}` : null,
    group.supervisor_name ? `Supervisor: ${group.supervisor_name}` : null,
  ].filter(Boolean);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
        {EVALUATION_TEXT.pageName}
      </Text>
      <Heading as="h1" size="2xl">
        {`${levelLabel(group.current_level)} · ${dayGroupLabel(group.days)} ${group.hours}`}
      </Heading>
      {staff.length ? <Text color="fg.muted">{staff.join(' · ')}</Text> : null}
    </Stack>
  );
}
