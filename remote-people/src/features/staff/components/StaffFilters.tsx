// The Staff List's filters: a role (of those this manager manages) and active or not, held in the
// page's address so a filtered list can be shared and reloaded.
import { ROLE_LABELS, type StaffRole } from 'shared-domain';
import type { UrlFilters } from 'shared-ui/lists';
import { EditSelect } from '../../lists';
import type { StaffFilter } from '../api/get-staff';
import { STAFF_FILTER_TEXTS } from '../messages';

export function StaffFilters({
  roles,
  filters,
}: {
  roles: readonly StaffRole[];
  filters: UrlFilters<StaffFilter>;
}) {
  const texts = STAFF_FILTER_TEXTS;
  return (
    <>
      <EditSelect
        label={texts.role}
        size="sm"
        value={filters.values.role}
        options={[
          { value: '', label: texts.allRoles },
          ...roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
        ]}
        onChange={(value) => filters.setFilter('role', value)}
      />
      <EditSelect
        label={texts.status}
        size="sm"
        value={filters.values.is_active}
        options={[
          { value: '', label: texts.allStatuses },
          { value: 'true', label: texts.active },
          { value: 'false', label: texts.inactive },
        ]}
        onChange={(value) => filters.setFilter('is_active', value)}
      />
    </>
  );
}
