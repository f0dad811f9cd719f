/** The part of autocannon (no published types) that scripts/bench/load.ts uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  type Instance = EventEmitter & Promise<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
