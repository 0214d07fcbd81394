// One row of the audit trail as GET /api/audit/ and the Activity panels answer it: a manager's
// change of a group by default, nobody named.
import type { AuditEntry } from 'shared-domain';

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2025-11-20T14:05:00.000Z',
    actor_id: 1,
    actor_role: 'operations_manager',
    actor_name: 'Dana Ops',
    action: 'group.update',
    resource: 'group',
    record_id: 7,
    student_id: null,
    changes: {},
    record_name: null,
    student_name: null,
    names: {},
    ...overrides,
  };
}
