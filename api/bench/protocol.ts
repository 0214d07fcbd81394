// Messages between the benchmark runner (run.ts) and its server process (server.ts).
import type { Measurement, MeasureOptions } from './measure';

/** One request of a write mix: the runner sends them round robin. */
export interface BenchWrite {
  method: 'PATCH' | 'PUT' | 'POST';
  path: string;
  body: unknown;
}

export interface BenchEndpoint {
  name: string;
  path: string;
  /** SQL statements the route ran for one request (the sign-in check included). */
  statements: number;
  /** Why the endpoint is left out (e.g. the route does not exist yet). */
  skipped?: string;
  /** A write mix: these requests in turn instead of GET path; its SQL is not replayed. */
  writes?: BenchWrite[];
  /** A write-mix variant the server switches to (write-mix.ts) before this endpoint is measured. */
  variant?: string;
  /** Request headers of a read (If-None-Match), and the status it answers when not 200. */
  headers?: Record<string, string>;
  status?: number;
  /** The port of the app to send it to, when not the server's first (the untracked app, the app
   * without the schedule's body cache). */
  port?: number;
  /** For a write mix: whether the app it goes to keeps the audit trail. */
  auditTrail?: boolean;
}

export type FromServer =
  | { type: 'ready'; port: number; token: string; endpoints: BenchEndpoint[]; seedSeconds: number }
  | { type: 'sql-result'; name: string; measurement: Measurement }
  | { type: 'variant-ready'; name: string }
  | { type: 'error'; message: string };

export type ToServer =
  | { type: 'sql'; name: string; options: MeasureOptions }
  | { type: 'variant'; name: string }
  | { type: 'stop' };
