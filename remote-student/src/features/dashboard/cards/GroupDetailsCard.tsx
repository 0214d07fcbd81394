// The student's class group: when it meets, at what level, and who looks after it.
import { dayGroupDays, dayGroupLabel, levelLabel, type StudentGroupSummary } from 'shared-domain';
import { formatGroupHours } from 'shared-domain/records';
import { Badge } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { orText } from '../format';
import { section, t } from '../../../i18n';

export function GroupDetailsCard({ group }: { group: StudentGroupSummary }) {
  const text = section('group');
  const common = section('common');
  return (
    <DashboardCard
      title={section('cards').group}
      icon="group"
      palette="blue"
      subtitle={dayGroupDays(group.days)}
      aside={
        <Badge colorPalette="blue" variant="subtle">
          {t('group.number', { id: group.id })}
        </Badge>
      }
    >
      <DetailList>
        <DetailRow label={text.days}>{dayGroupLabel(group.days)}</DetailRow>
        <DetailRow label={text.hours}>
          {orText(formatGroupHours(group.hours), common.notSet)}
        </DetailRow>
        <DetailRow label={text.level}>{levelLabel(group.current_level)}</DetailRow>
        <DetailRow label={text.instructor}>
          {orText(group.instructor, common.notAssigned)}
        </DetailRow>
        <DetailRow label={common.supervisor}>
          {orText(group.supervisor, common.notAssigned)}
        </DetailRow>
        <DetailRow label={common.accountManager}>
          {orText(group.account_manager, common.notAssigned)}
        </DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
