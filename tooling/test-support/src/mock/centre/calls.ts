// The centre's placement calls: list, search, create, replace and delete, with the API's check of
// the staff a call names; a call lists the students placed by it, from their own records.
import type { CallPayload } from 'shared-domain';
import type { CentreCall } from 'shared-domain/factory';
import { formatCallTime } from 'shared-domain/records';
import { callSchema } from 'shared-domain/responses';
import { callSchema as callInputSchema } from 'shared-domain/schemas';
import type { FakeApi } from '../../fake-api';
import { serveCollection } from '../collection';
import { assignmentProblem } from '../staff';
import { type Centre, now } from './state';

/**
 * The API's calls search: what a card shows (the time as '4:15 PM' and as '16:15', the duration
 * as '11 months', 'Call #12') and the staff names; a number alone is also an id or months.
 */
function callMatches(centre: Centre, record: CentreCall, term: string): boolean {
  const call = centre.callRow(record);
  const shown = [
    call.time,
    formatCallTime(call.time),
    `${call.months} ${call.months === 1 ? 'month' : 'months'}`,
    `call #${call.id}`,
    call.instructor_name,
    call.supervisor_name,
    call.account_manager_name,
  ];
  return (
    shown.some((text) => text?.toLowerCase().includes(term)) ||
    (/^\d{1,9}$/.test(term) && (call.id === Number(term) || call.months === Number(term)))
  );
}

/** A call's row from its payload (the whole call: POST, or PUT replacing it). */
function callOf(input: CallPayload, id: number, base?: CentreCall): CentreCall {
  const { time, months, instructor, supervisor, account_manager } = input;
  const at = now();
  return {
    id,
    time,
    months,
    instructor,
    supervisor,
    account_manager,
    created_at: base?.created_at ?? at,
    updated_at: at,
  };
}

export function serveCalls(api: FakeApi, centre: Centre): void {
  const staff = centre.staffList;
  serveCollection(api, {
    path: '/api/calls/',
    seed: centre.calls,
    schema: callSchema,
    present: centre.callRow,
    matches: (call, term) => callMatches(centre, call, term),
    // The list's filters as the API applies them (docs/api.md#calls).
    filter: (call, query) =>
      (!query.instructor || String(call.instructor) === query.instructor) &&
      (!query.months_from || call.months >= Number(query.months_from)) &&
      (!query.months_to || call.months <= Number(query.months_to)),
    create: {
      schema: callInputSchema,
      build: (input, id) => assignmentProblem(staff, input) ?? callOf(input, id),
    },
    update: {
      method: 'PUT',
      schema: callInputSchema,
      apply: (call, input) => assignmentProblem(staff, input, call) ?? callOf(input, call.id, call),
    },
    remove: true,
  });
}
