// Budget (DESIGN.md §5, issue 28 §1-2): at the size of the network (3,000 instructors, 5 million calendar items, on
// PostgreSQL) every signed-in case within 1.5x of the same case on the demo data, p50 and p99. Only with --scale
// (and --pg=URL): `npm run bench -- --scale --pg=postgres://postgres@127.0.0.1:5432/test`. The network database is
// built once by scale-worker.ts (its build time is a row) and kept on that server as `portal_scale`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ms } from './worker.mjs';

const MAX_RATIO = 1.5;

export const scaleSuite = {
  name: 'At the size of the network: each signed-in case at 3,000 instructors vs the demo data (PostgreSQL)',
  async run({ repoRoot }) {
    const pg = process.argv.find((a) => a.startsWith('--pg='));
    if (!pg)
      return [{ case: 'network size', value: 'not measured: needs --pg=URL (PostgreSQL)', budget: '', ratio: null }];
    const result = spawnSync('npx', ['tsx', join(repoRoot, 'scripts/bench/scale-worker.ts'), '--json', pg], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 3_600_000,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let figures;
    try {
      figures = JSON.parse(result.stdout.trim().split('\n').at(-1));
    } catch {
      return [
        { case: 'network size', value: `not measured: worker ended with ${result.status}`, budget: '', ratio: null },
      ];
    }
    const counts = figures.counts
      ? Object.entries(figures.counts)
          .map(([t, n]) => `${t} ${n.toLocaleString('en-GB')}`)
          .join(', ')
      : '';
    const rows = [
      {
        case: 'network database built',
        value: `${Math.round(figures.buildSeconds)} s${figures.reused ? ' (kept from an earlier run today)' : ''}`,
        budget: '',
        ratio: null,
        detail: counts,
      },
    ];
    for (const name of Object.keys(figures.network)) {
      const [n, d] = [figures.network[name], figures.demo[name]];
      for (const q of ['p50', 'p99']) {
        rows.push({
          case: `${name} ${q}: network vs demo data`,
          value: `${ms(n[q])} vs ${ms(d[q])}`,
          budget: `<= ${MAX_RATIO}x`,
          ratio: n[q] / d[q],
          limit: MAX_RATIO,
          detail: `${figures.samples} calls each side, the better of two interleaved runs, ${n.bytes} bytes`,
        });
      }
    }
    // The periodic jobs (issue 28 §2): time and rows touched per run at network size, beside the demo data's run.
    for (const [name, n] of Object.entries(figures.jobs?.network ?? {})) {
      const d = figures.jobs.demo[name];
      const touched = (t) =>
        Object.entries(t ?? {})
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'nothing to do';
      rows.push({
        case: `job ${name}: one run at network size`,
        value: `${ms(n.ms)} (${touched(n.touched)})`,
        budget: '',
        ratio: null,
        detail: `demo data: ${d ? `${ms(d.ms)} (${touched(d.touched)})` : 'not run'}`,
      });
    }
    return rows;
  },
};
