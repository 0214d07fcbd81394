// The student list's Filter dropdown (spec section 2): All, Active, Waiting, Inactive.
import { STUDENT_STATUSES } from 'shared-domain';
import { STUDENT_STATUS_LABELS } from 'shared-domain/people';
import { EditSelect } from '../../lists';

const OPTIONS = [
  { value: '', label: 'All' },
  ...STUDENT_STATUSES.map((status) => ({ value: status, label: STUDENT_STATUS_LABELS[status] })),
];

export function StudentFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <EditSelect label="Filter" value={value} options={OPTIONS} onChange={onChange} size="sm" />
  );
}
