// The student's call (placement or intake call): its time, its length and the staff on it.
import type { StudentCallSummary } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { Badge } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { orText } from '../format';
import { section, t } from '../../../i18n';

export function CallSessionsCard({ call }: { call: StudentCallSummary }) {
  const text = section('call');
  const common = section('common');
  return (
    <DashboardCard
      title={section('cards').call}
      icon="phone"
      palette="orange"
      aside={
        <Badge colorPalette="orange" variant="subtle">
          {t('call.number', { id: call.id })}
        </Badge>
      }
    >
      <DetailList>
        <DetailRow label={text.time}>{formatCallTime(call.time)}</DetailRow>
        <DetailRow label={text.duration}>{t('call.months', { months: call.months })}</DetailRow>
        <DetailRow label={text.caller}>{orText(call.instructor, common.notAssigned)}</DetailRow>
        <DetailRow label={common.supervisor}>
          {orText(call.supervisor, common.notAssigned)}
        </DetailRow>
        <DetailRow label={common.accountManager}>
          {orText(call.account_manager, common.notAssigned)}
        </DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
