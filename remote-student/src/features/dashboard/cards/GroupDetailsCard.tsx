// The student's class group: when it meets, at what level, and who looks after it.
import { dayGroupDays, dayGroupLabel, levelLabel, type StudentGroupSummary } from 'shared-domain';
import { Badge } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { orText } from '../format';

export function GroupDetailsCard({ group }: { group: StudentGroupSummary }) {
  return (
    <DashboardCard
      title="Group Details"
      icon="group"
      palette="blue"
      subtitle={dayGroupDays(group.days)}
      aside={
        <Badge colorPalette="blue" variant="subtle">
          Group #{group.id}
        </Badge>
      }
    >
      <DetailList>
        <DetailRow label="Days">{dayGroupLabel(group.days)}</DetailRow>
        <DetailRow label="Hours">{orText(group.hours, 'Not set')}</DetailRow>
        <DetailRow label="Group level">{levelLabel(group.current_level)}</DetailRow>
        <DetailRow label="Instructor">{orText(group.instructor, 'Not assigned')}</DetailRow>
        <DetailRow label="Supervisor">{orText(group.supervisor, 'Not assigned')}</DetailRow>
        <DetailRow label="Account manager">
          {orText(group.account_manager, 'Not assigned')}
        </DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
