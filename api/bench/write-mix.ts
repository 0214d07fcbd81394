// The write mix of pnpm bench:api: what a busy office does between reads (scores, attendance and
// statuses saved), as PATCH requests sent round robin. Each variant is measured as a row of its
// own; a variant may prepare the server's database first (for example to turn a feature on or
// off and compare), and the next variant starts from what the previous one left.
import type { Database } from '../src/db/client';
import type { BenchWrite } from './protocol';

export interface WriteMixVariant {
  name: string;
  /**
   * Whether the writes go to an app with the audit trail (every app but this benchmark's second
   * one, built with buildApp's `audit: false`: the trail's cost is the difference).
   */
  auditTrail: boolean;
  /** Run in the server process before the variant is measured. */
  prepare?: (database: Database) => Promise<void>;
}

export const WRITE_MIX_VARIANTS: WriteMixVariant[] = [
  { name: 'write mix (audit trail)', auditTrail: true },
  { name: 'write mix (no audit trail)', auditTrail: false },
];

const STATUSES = ['active', 'waiting', 'inactive'] as const;

/** The mix's requests over the given students: evaluation, attendance and status in turn. */
export function writeMix(studentIds: readonly number[]): BenchWrite[] {
  return studentIds.flatMap((id, i): BenchWrite[] => [
    { method: 'PATCH', path: `/api/student-evaluations/${id}/`, body: { oral: (i * 7) % 51 } },
    { method: 'PATCH', path: `/api/student-attendance/${id}/`, body: { session_one: i % 2 === 0 } },
    { method: 'PATCH', path: `/api/student-profiles/${id}/`, body: { status: STATUSES[i % 3] } },
  ]);
}
