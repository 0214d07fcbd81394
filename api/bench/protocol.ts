// Messages between the benchmark runner (run.ts) and its server process (server.ts).
import type { Measurement, MeasureOptions } from './measure';

export interface BenchEndpoint {
  name: string;
  path: string;
  /** SQL statements the route ran for one request (the sign-in check included). */
  statements: number;
  /** Why the endpoint is left out (e.g. the route does not exist yet). */
  skipped?: string;
}

export type FromServer =
  | { type: 'ready'; port: number; token: string; endpoints: BenchEndpoint[]; seedSeconds: number }
  | { type: 'sql-result'; name: string; measurement: Measurement }
  | { type: 'error'; message: string };

export type ToServer = { type: 'sql'; name: string; options: MeasureOptions } | { type: 'stop' };
