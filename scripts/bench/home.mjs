// Budget: the home dashboard's queries together (one HomeDashboard request: today's lessons and income, the
// things to do, arrears and updates) at most 2x the calendar-week query for the same instructor, measured as
// mean latency under the same load against the built server (issue 11). One round trip, no query per lesson.
import { persistedBody, postGraphql, signInCookie } from './http.mjs';
import { compareTargets } from './load.mjs';
import { ms } from './worker.mjs';

const MAX_RATIO = 2;

const thisWeek = () => {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return { startDate: new Date(monday).toISOString(), endDate: new Date(monday + 7 * 86_400_000).toISOString() };
};

const notMeasured = (why) => [
  { case: 'home dashboard vs calendar week', value: `not measured: ${why}`, budget: '', ratio: null },
];

export const homeSuite = {
  name: 'Home: the dashboard in one request vs the calendar-week query',
  async run({ server, load, sessions }) {
    const cookie = sessions['100001'] ?? (await signInCookie(server.baseUrl, '100001'));
    const me = JSON.parse((await postGraphql(server.baseUrl, persistedBody('Me'), cookie)).text);
    const id = me.data?.me?.id;
    if (!id) return notMeasured('no session for 100001');
    const bodies = {
      home: persistedBody('HomeDashboard', { id, withLessons: true, withArrears: true, withNews: true }),
      week: persistedBody('CalendarEvents', { instructorId: id, ...thisWeek() }),
    };
    for (const body of Object.values(bodies)) {
      const sample = await postGraphql(server.baseUrl, body, cookie);
      if (sample.status !== 200 || JSON.parse(sample.text).errors) return notMeasured(sample.text.slice(0, 120));
    }
    const headers = { 'content-type': 'application/json', 'x-portal-csrf': '1', cookie };
    const url = `${server.baseUrl}/graphql`;
    const results = await compareTargets(
      { home: { url, headers, body: bodies.home }, week: { url, headers, body: bodies.week } },
      load,
    );
    // Latency per request under the same load is the inverse of throughput.
    const ratio = results.week.rps / results.home.rps;
    return [
      {
        case: 'home dashboard (one request) vs calendar week, 100001',
        value: `${ms((1000 / results.home.rps) * load.connections)} vs ${ms((1000 / results.week.rps) * load.connections)}`,
        budget: `<= ${MAX_RATIO}x`,
        ratio,
        limit: MAX_RATIO,
        detail: `${Math.round(results.home.rps)} vs ${Math.round(results.week.rps)} req/s`,
        failed: results.home.errors + results.week.errors > 0,
      },
    ];
  },
};
