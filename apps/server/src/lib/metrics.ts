import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast cached read to a slow page. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** At most this many GraphQL operation names get a series of their own; the rest count as "other". */
const MAX_OPERATIONS = 300;

/** What the database pool reports (PostgreSQL's pool; the embedded database has none). */
export type PoolUse = { total: number; idle: number; waiting: number };

/**
 * The operator's figures (issue 28 §4), in the Prometheus format at /metrics: requests and their latency,
 * GraphQL operations and their errors by code, database pool use, open event streams, periodic job runs, and
 * the process's own (CPU, memory, event-loop lag). One registry per app, so two apps in one process (tests)
 * count apart.
 */
export const createMetrics = (pool: () => PoolUse | null = () => null) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const make = { registers: [registry] };
  const operations = new Set<string>();
  const metrics = {
    registry,
    httpRequests: new Counter({
      ...make,
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
    }),
    httpDuration: new Histogram({
      ...make,
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
    }),
    graphqlDuration: new Histogram({
      ...make,
      name: 'portal_graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation, by door (/graphql, /office/graphql) and operation name.',
      labelNames: ['door', 'operation'] as const,
      buckets: LATENCY_BUCKETS,
    }),
    graphqlErrors: new Counter({
      ...make,
      name: 'portal_graphql_errors_total',
      help: 'GraphQL errors answered, by door and error code (BAD_USER_INPUT, NOT_FOUND, INTERNAL_SERVER_ERROR...).',
      labelNames: ['door', 'code'] as const,
    }),
    openStreams: new Gauge({
      ...make,
      name: 'portal_open_event_streams',
      help: 'Event streams (server-sent events) open on this instance.',
    }),
    jobRuns: new Counter({
      ...make,
      name: 'portal_job_runs_total',
      help: 'Periodic job runs, by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'] as const,
    }),
    jobDuration: new Histogram({
      ...make,
      name: 'portal_job_run_duration_seconds',
      help: 'Time a periodic job run took, by job.',
      labelNames: ['job'] as const,
      buckets: LATENCY_BUCKETS,
    }),
    /** The operation's own name while fewer than MAX_OPERATIONS are known, so a client cannot grow the series. */
    operationLabel: (name: string | null | undefined): string => {
      if (!name) return 'anonymous';
      if (operations.has(name)) return name;
      if (operations.size >= MAX_OPERATIONS || !/^[A-Za-z_][A-Za-z0-9_]{0,79}$/.test(name)) return 'other';
      operations.add(name);
      return name;
    },
  };
  new Gauge({
    ...make,
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients); absent on the embedded database.',
    labelNames: ['state'] as const,
    collect() {
      const use = pool();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  return metrics;
};

export type Metrics = ReturnType<typeof createMetrics>;
