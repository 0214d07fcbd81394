// The student's call (placement or intake call): its time, its length and the staff on it.
import type { StudentCallSummary } from 'shared-domain';
import { formatCallTime, formatMonths } from 'shared-domain/records';
import { Badge } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { orText } from '../format';

export function CallSessionsCard({ call }: { call: StudentCallSummary }) {
  return (
    <DashboardCard
      title="Call Sessions"
      icon="phone"
      palette="orange"
      aside={
        <Badge colorPalette="orange" variant="subtle">
          Call #{call.id}
        </Badge>
      }
    >
      <DetailList>
        <DetailRow label="Time">{formatCallTime(call.time)}</DetailRow>
        <DetailRow label="Duration">{formatMonths(call.months)}</DetailRow>
        <DetailRow label="Caller">{orText(call.instructor, 'Not assigned')}</DetailRow>
        <DetailRow label="Supervisor">{orText(call.supervisor, 'Not assigned')}</DetailRow>
        <DetailRow label="Account manager">
          {orText(call.account_manager, 'Not assigned')}
        </DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
