// A small closed-loop HTTP load generator (in the spirit of autocannon, without the dependency): a fixed
// number of keep-alive connections, each sending its next request as soon as the last answer is read, for
// a fixed time after a short warm-up. Loopback only, and always bounded in time.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const summarise = (latencies, errors, seconds) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    seconds,
    latencies,
  };
};

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   connections?: number, durationMs?: number, warmupMs?: number, requestTimeoutMs?: number }} options
 * @returns {Promise<{ requests: number, errors: number, rps: number, p50Ms: number, p99Ms: number, seconds: number,
 *   latencies: number[] }>}
 */
export const runLoad = async ({
  url,
  method = 'POST',
  headers = {},
  body = '',
  connections = 32,
  durationMs = 5_000,
  warmupMs = 1_000,
  requestTimeoutMs = 5_000,
}) => {
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname)) throw new Error(`load is only ever sent to loopback, not ${target.hostname}`);
  if (durationMs > 60_000 || warmupMs > 30_000) throw new Error('a load run is bounded to 60 s (+30 s warm-up)');

  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = Buffer.from(body);
  const requestHeaders = { ...headers, 'content-length': String(payload.length) };

  const send = () =>
    new Promise((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          headers: requestHeaders,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode === 200));
          response.on('error', () => resolve(false));
        },
      );
      request.setTimeout(requestTimeoutMs, () => request.destroy(new Error('request timed out')));
      request.on('error', () => resolve(false));
      request.end(payload);
    });

  const started = performance.now();
  const measureFrom = started + warmupMs;
  const stopAt = measureFrom + durationMs;
  const latencies = [];
  let errors = 0;

  const connection = async () => {
    while (performance.now() < stopAt) {
      const t0 = performance.now();
      const ok = await send();
      const t1 = performance.now();
      if (t0 < measureFrom || t1 > stopAt) continue;
      if (ok) latencies.push(t1 - t0);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();

  return summarise(latencies, errors, durationMs / 1000);
};

/**
 * Loads several targets in alternating short rounds (A, B, C, A, B, C, ...) so that anything else the machine
 * is doing weighs on all alike, and sums each one's rounds. `durationMs` is each target's total measured time.
 * @param {Record<string, { url: string, headers?: Record<string, string>, body?: string }>} targets
 */
export const compareTargets = async (targets, { durationMs = 5_000, rounds = 5, warmupMs = 300, ...common } = {}) => {
  // Rounds of at least a second: a request that straddles a round's end is not counted.
  const roundMs = Math.max(1_000, Math.round(durationMs / rounds));
  const names = Object.keys(targets);
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      results[name].push(await runLoad({ ...common, ...targets[name], durationMs: roundMs, warmupMs }));
    }
  }
  const total = (list) =>
    summarise(
      list.flatMap((r) => r.latencies),
      list.reduce((sum, r) => sum + r.errors, 0),
      list.reduce((sum, r) => sum + r.seconds, 0),
    );
  return Object.fromEntries(names.map((name) => [name, total(results[name])]));
};

/** Two targets, as compareTargets: `{ a, b }`. */
export const compareThroughput = (a, b, options = {}) => compareTargets({ a, b }, options);
