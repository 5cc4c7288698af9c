// Minimal typings for the benchmark-only packages that ship none (Express has @types/express).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Of `requests`: every request answered in the run. */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<{ setupRequest: (req: { path: string; body?: string }) => { path: string; body?: string } }>;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}
