// Budget (issue 15): the postcode region lookup for a one- and a two-character term at most 2x the calendar-week
// query for the same instructor. Measured in process by areas-worker.ts (run with tsx) on its own fresh seeded
// database, the same kind as the run (--pg=URL or PGlite).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const MAX_RATIO = 2;
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export const areasSuite = {
  name: 'Areas: regionLookup (one and two characters) vs calendar-week query',
  async run({ repoRoot }) {
    const pg = process.argv.find((a) => a.startsWith('--pg='));
    const worker = join(repoRoot, 'scripts/bench/areas-worker.ts');
    const result = spawnSync('npx', ['tsx', worker, '--json', ...(pg ? [pg] : [])], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 180_000,
    });
    const line = result.stdout?.trim().split('\n').at(-1) ?? '';
    let figures;
    try {
      figures = JSON.parse(line);
    } catch {
      const reason = (result.stderr || result.stdout || 'no output').trim().split('\n').at(-1);
      return [{ case: 'areas', value: `not measured: ${reason}`, budget: '', ratio: null }];
    }
    const { one, two, regions, database } = figures;
    const row = (term, r, found) => ({
      case: `regionLookup '${term}' vs calendar-week query`,
      value: `${ms(r.a)} vs ${ms(r.b)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: r.a / r.b,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${found} regions with their districts, sectors, pricing and discounts`,
    });
    return [row('L', one, regions.one), row('NG', two, regions.two)];
  },
};
