// Calls as GET /api/calls/ lists them (docs/api.md#calls): by default call 1 at 14:30 for seven
// months, made by the centre's instructor, supervisor and account manager, with Sara placed.
import type { Call } from 'shared-domain';
import { ASSIGNED_STAFF } from './people';

export function makeCall(overrides: Partial<Call> = {}): Call {
  return {
    id: 1,
    time: '14:30:00',
    months: 7,
    ...ASSIGNED_STAFF,
    students: [{ id: 14, name: 'Sara Hassan', phone_number: '+201001234567', current_level: 5 }],
    created_at: '2025-03-04T10:00:00.000Z',
    updated_at: '2025-05-06T10:00:00.000Z',
    ...overrides,
  };
}
