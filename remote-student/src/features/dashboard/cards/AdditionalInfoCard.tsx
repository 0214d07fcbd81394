// The rest of the record: certificate, student number and when the record was made and changed
// ("Member since": the record's creation, which for a student who signed up is not an enrolment).
import { formatShortDate, type StudentProfile } from 'shared-domain';
import { section } from '../../../i18n';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { capitalize, orText } from '../format';

/** The certificate: yes or no in words, any other text as it was entered. */
function certificateText(certificate: string | null | undefined): string {
  const common = section('common');
  const value = orText(certificate, '');
  if (!value) return common.notSpecified;
  const answer = value.toLowerCase();
  if (answer === 'yes' || answer === 'no') return common[answer];
  return capitalize(value);
}

export function AdditionalInfoCard({ profile }: { profile: StudentProfile }) {
  const text = section('additional');
  return (
    <DashboardCard title={section('cards').additional} icon="info" palette="gray">
      <DetailList>
        <DetailRow label={text.certificate}>{certificateText(profile.certificate)}</DetailRow>
        <DetailRow label={text.studentId}>{profile.id}</DetailRow>
        <DetailRow label={text.memberSince}>{formatShortDate(profile.created_at)}</DetailRow>
        <DetailRow label={text.lastUpdated}>{formatShortDate(profile.updated_at)}</DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
