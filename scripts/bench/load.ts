import os from 'node:os';
import autocannon from 'autocannon';
import { cpuBetween, snapshot } from './cpu.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, connection errors and timeouts; a sound run has none. */
  failures: number;
  /** Over HTTP only: the CPU each request took, and the mean latency that CPU allows. */
  cpu?: CpuPerRequest;
};

/** Milliseconds of CPU per request, by who used them. */
export type CpuPerRequest = {
  server: number;
  /** The server's JavaScript and, on the embedded database, the database itself. */
  serverMainThread: number;
  postgres: number;
  loadGenerator: number;
  /** See `leastMeanLatency`. */
  leastMeanLatency: number;
};

/**
 * The lowest mean latency this CPU per request allows `connections` that each send their next
 * request when the last is answered. By Little's law their mean latency is the connections
 * divided by the throughput, and the throughput can exceed neither the cores divided by the
 * CPU of a request, nor one request per main-thread time of the server.
 */
export function leastMeanLatency(
  cpu: Omit<CpuPerRequest, 'leastMeanLatency'>,
  connections: number,
  cores: number,
) {
  return connections * Math.max(totalCpu(cpu) / cores, cpu.serverMainThread);
}

/** The CPU of a request on the whole machine: server, PostgreSQL and load generator. */
export const totalCpu = (cpu: Pick<CpuPerRequest, 'server' | 'postgres' | 'loadGenerator'>) =>
  cpu.server + cpu.postgres + cpu.loadGenerator;

function cpuPerRequest(
  used: ReturnType<typeof cpuBetween>,
  requests: number,
  connections: number,
): CpuPerRequest {
  const perRequest = (seconds: number) => (seconds * 1000) / requests;
  const cpu = {
    server: perRequest(used.spawned),
    serverMainThread: perRequest(used.spawnedMainThread),
    postgres: perRequest(used.postgres),
    loadGenerator: perRequest(used.bench),
  };
  return {
    ...cpu,
    leastMeanLatency: leastMeanLatency(cpu, connections, os.availableParallelism()),
  };
}

/**
 * Every run is preceded by an unmeasured one this long: the first passes over freshly seeded
 * rows set their hint bits and fill the caches, and the JIT compiles the hot paths.
 */
const WARM_UP_SECONDS = 2;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/**
 * HTTP load with autocannon; `eachRequest` is called for every request, so each can have a
 * body and headers of its own.
 */
export async function httpLoad(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  eachRequest?: () => { body: string; headers: Record<string, string> };
  /** Called with every answer, for a request that depends on the one before. */
  eachResponse?: (status: number, body: string) => void;
  /**
   * Called before the warm-up and before the measured run: the end of a run cuts off the
   * request in flight, whose answer such requests then never hear.
   */
  beforeEachRun?: () => Promise<void>;
}): Promise<LoadResult> {
  const { eachRequest, eachResponse } = options;
  const cannon = async (duration: number) => {
    await options.beforeEachRun?.();
    return autocannon({
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers,
      connections: options.connections,
      duration,
      requests: eachRequest && [
        {
          setupRequest: (request) => {
            const { body, headers } = eachRequest();
            return { ...request, body, headers: { ...request.headers, ...headers } };
          },
          onResponse: eachResponse,
        },
      ],
    });
  };
  await cannon(WARM_UP_SECONDS);
  const before = snapshot();
  const result = await cannon(options.durationSeconds);
  const used = cpuBetween(before, snapshot());
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
    cpu: cpuPerRequest(used, result.requests.total, options.connections),
  };
}

/**
 * The floor: `work` called directly by `concurrency` loops for the same duration, with no
 * HTTP in between. Latency is measured around each call, as autocannon does per request.
 */
export async function directLoad(options: {
  concurrency: number;
  durationSeconds: number;
  work: () => Promise<unknown>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const loops = async (seconds: number) => {
    const deadline = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        await options.work();
        latencies.push(performance.now() - begun);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, loop));
  };
  await loops(WARM_UP_SECONDS);
  latencies.length = 0;
  const started = performance.now();
  await loops(options.durationSeconds);
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    failures: 0,
  };
}
