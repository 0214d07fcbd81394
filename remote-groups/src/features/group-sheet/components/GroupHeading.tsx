// The group a sheet belongs to: the page's name, the group's name and schedule as the page
// heading, level and staff below.
import { dayGroupLabel, levelLabel, type GroupDetail } from 'shared-domain';
import { formatGroupHours } from 'shared-domain/records';
import { Heading, Stack, Text } from 'shared-ui';
import { t } from '../i18n';
import { groupTitle } from '../../group-data';

export interface GroupHeadingProps {
  group: GroupDetail;
  /** 'Group Attendance' or 'Group Evaluation'. */
  pageName: string;
}

export function GroupHeading({ group, pageName }: GroupHeadingProps) {
  const details = [
    t('sheet.level', { level: levelLabel(group.current_level) }),
    group.instructor_name ? t('sheet.instructor', { name: group.instructor_name }) : null,
    group.supervisor_name ? t('sheet.supervisor', { name: group.supervisor_name }) : null,
  ].filter(Boolean);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
        {pageName}
      </Text>
      <Heading as="h1" size="2xl">
        {`${groupTitle(group)} · ${dayGroupLabel(group.days)} ${formatGroupHours(group.hours)}`}
      </Heading>
      <Text color="fg.muted">{details.join(' · ')}</Text>
    </Stack>
  );
}
