// Budget: GraphQL throughput at least 0.6x a bare node:http server returning the same JSON (DESIGN.md §5).
// Each case sends one operation to the built server and the identical load to a bare baseline serving the
// exact bytes the server answered, in alternating rounds, and reports the ratio of requests per second.

import { GRAPHQL_HEADERS, graphql, signInCookie, startBareServer } from './http.mjs';
import { compareThroughput } from './load.mjs';

const MIN_RATIO = 0.6;

/**
 * The operations measured. A later feature adds its own here (e.g. the learners list) with the account
 * whose session it needs.
 */
export const graphqlCases = [
  { name: 'getDsGlobalConfig (public)', query: '{ getDsGlobalConfig { myBusinessProfileEnabled } }' },
  { name: 'me (signed in)', query: '{ me { id adiNumber fullName status brands } }', signInAs: '100001' },
];

const fmt = (r) => `${Math.round(r.rps).toLocaleString('en-GB')} req/s (p99 ${r.p99Ms.toFixed(1)} ms)`;

export const graphqlSuite = {
  name: 'GraphQL throughput vs bare node:http (same JSON)',
  async run({ server, load }) {
    const rows = [];
    for (const c of graphqlCases) {
      let cookie;
      try {
        cookie = c.signInAs ? await signInCookie(server.baseUrl, c.signInAs) : undefined;
      } catch (error) {
        rows.push({ case: c.name, value: `not measured: ${error.message}`, budget: '', ratio: null });
        continue;
      }
      const sample = await graphql(server.baseUrl, c.query, { cookie });
      if (sample.status !== 200 || sample.json.errors || Object.values(sample.json.data ?? {}).includes(null)) {
        rows.push({ case: c.name, value: `not measured: ${sample.text.slice(0, 120)}`, budget: '', ratio: null });
        continue;
      }
      const request = {
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: c.query }),
      };
      const bare = await startBareServer(sample.text);
      let real;
      let baseline;
      try {
        ({ a: real, b: baseline } = await compareThroughput(
          { ...request, url: `${server.baseUrl}/graphql` },
          { ...request, url: bare.url },
          load,
        ));
      } finally {
        await bare.stop();
      }
      const errors = real.errors + baseline.errors;
      rows.push({
        case: c.name,
        value: `${fmt(real)} vs bare ${fmt(baseline)}`,
        budget: `>= ${MIN_RATIO}x`,
        ratio: real.rps / baseline.rps,
        min: MIN_RATIO,
        detail: `${sample.text.length} B response${errors ? `, ${errors} failed requests` : ''}`,
        failed: errors > 0,
      });
    }
    return rows;
  },
};
