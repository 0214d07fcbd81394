// The rest of the record: certificate, student number and when the record was made and changed
// ("Member since": the record's creation, which for a student who signed up is not an enrolment).
import { formatShortDate, type StudentProfile } from 'shared-domain';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { capitalize, orText } from '../format';

export function AdditionalInfoCard({ profile }: { profile: StudentProfile }) {
  return (
    <DashboardCard title="Additional Info" icon="info" palette="gray">
      <DetailList>
        <DetailRow label="Certificate">
          {capitalize(orText(profile.certificate, 'Not specified'))}
        </DetailRow>
        <DetailRow label="Student ID">{profile.id}</DetailRow>
        <DetailRow label="Member since">{formatShortDate(profile.created_at)}</DetailRow>
        <DetailRow label="Last updated">{formatShortDate(profile.updated_at)}</DetailRow>
      </DetailList>
    </DashboardCard>
  );
}
