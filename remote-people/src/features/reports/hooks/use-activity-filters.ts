// The Activity report's filters, held in the page's address beside the other reports' (the period
// is theirs too): who made the change, what (the kind of record, the action), which record, when.
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditResource } from 'shared-domain/records';
import { useUrlFilters, type UrlFilters } from 'shared-ui/lists';

export type ActivityFilterKey = 'actor' | 'resource' | 'action' | 'record' | 'from' | 'to';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
export const isRecordId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);

const RULES: Readonly<Record<ActivityFilterKey, (value: string) => boolean>> = {
  actor: isRecordId,
  resource: (value) => (AUDIT_RESOURCES as readonly string[]).includes(value),
  action: (value) => (AUDIT_ACTIONS as readonly string[]).includes(value),
  record: isRecordId,
  from: isDay,
  to: isDay,
};

export interface ActivityChoices {
  filters: UrlFilters<ActivityFilterKey>;
  /** What GET /api/audit/ and its export are asked with (the API's names). */
  query: Record<ActivityFilterKey, string>;
  /** Narrows to one record's changes: its kind and number at once, in one address. */
  narrowTo: (resource: AuditResource, record: number) => void;
}

export function useActivityFilters(): ActivityChoices {
  const filters = useUrlFilters(RULES);
  const narrowTo = (resource: AuditResource, record: number) =>
    filters.setFilters({ resource, record: String(record) });
  return { filters, query: { ...filters.values }, narrowTo };
}
