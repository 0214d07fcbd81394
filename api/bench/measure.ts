// Runs one operation at a fixed concurrency for a fixed time and reports throughput and latency.
import { performance } from 'node:perf_hooks';

export interface Measurement {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface MeasureOptions {
  concurrency: number;
  /** Measured time; requests started during the warm-up before it are not counted. */
  durationMs: number;
  warmupMs: number;
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

/**
 * `concurrency` loops call `operation` back to back until the time is up. An operation that
 * throws counts as an error (and its latency is left out).
 */
export async function measure(
  operation: () => Promise<void>,
  { concurrency, durationMs, warmupMs }: MeasureOptions,
): Promise<Measurement> {
  const start = performance.now();
  const measuredFrom = start + warmupMs;
  const end = measuredFrom + durationMs;
  const latencies: number[] = [];
  let errors = 0;

  async function loop() {
    while (performance.now() < end) {
      const began = performance.now();
      try {
        await operation();
        if (began >= measuredFrom) latencies.push(performance.now() - began);
      } catch {
        if (began >= measuredFrom) errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - measuredFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
