/** The part of autocannon (no published types) that scripts/bench/load.ts and tests/cluster use. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests per second from all connections together (default: as fast as they answer). */
    overallRate?: number;
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
