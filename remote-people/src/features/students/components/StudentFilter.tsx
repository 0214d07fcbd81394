// The student list's Filter dropdown (spec section 2): All, Active, Waiting, Inactive.
import { STUDENT_STATUSES } from 'shared-domain';
import { STUDENT_STATUS_LABELS } from 'shared-domain/people';
import { EditSelect, LIST_TEXTS } from '../../lists';
import { STUDENT_TEXTS } from '../messages';

/** Read at each render, so the choices follow the active language. */
function options() {
  return [
    { value: '', label: STUDENT_TEXTS.filterAll },
    ...STUDENT_STATUSES.map((status) => ({ value: status, label: STUDENT_STATUS_LABELS[status] })),
  ];
}

export function StudentFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <EditSelect
      label={LIST_TEXTS.filter}
      value={value}
      options={options()}
      onChange={onChange}
      size="sm"
    />
  );
}
