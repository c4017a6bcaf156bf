// Fails when the Drizzle schema and the migrations disagree: drizzle-kit generates from the schema into a
// copy of the migrations folder, and any file it writes is a schema change that has no migration yet.
// Fix: `npm run db:generate` (and commit the new migration). Also runs `drizzle-kit check` on the real folder
// (snapshots consistent, no colliding migrations).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = 'apps/server/src/db/schema/index.ts';
const migrations = join(root, 'apps/server/src/db/migrations');

const drizzleKit = (args) => {
  const result = spawnSync('npx', ['drizzle-kit', ...args], { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
};

const listFiles = (folder) => readdirSync(folder, { recursive: true }).map(String).sort();

/** What is wrong, or null when the schema and the migrations agree. */
const problemIn = (copy) => {
  cpSync(migrations, copy, { recursive: true });
  const before = listFiles(copy);
  const journal = readFileSync(join(copy, 'meta/_journal.json'), 'utf8');
  // drizzle-kit takes `out` relative to the working directory (it prefixes './').
  const out = relative(root, copy);
  const generated = drizzleKit(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', out]);
  // drizzle-kit can print an error and still exit 0: it must say either "no changes" or "migration file".
  if (!generated.ok || !/No schema changes|migration file/i.test(generated.output)) {
    return `${generated.output}\ndrizzle-kit generate failed on the schema.`;
  }
  const added = listFiles(copy).filter((file) => !before.includes(file));
  const journalChanged = readFileSync(join(copy, 'meta/_journal.json'), 'utf8') !== journal;
  if (added.length === 0 && !journalChanged) return null;
  const sql = added.filter((file) => file.endsWith('.sql')).map((file) => readFileSync(join(copy, file), 'utf8'));
  return `The Drizzle schema has changes no migration holds:\n\n${sql.join('\n')}\n\nRun \`npm run db:generate\` and commit the new migration.`;
};

const checked = drizzleKit(['check', '--config', 'apps/server/drizzle.config.ts']);
if (!checked.ok) {
  console.error(`${checked.output}\ndrizzle-kit check failed: the migrations folder is inconsistent.`);
  process.exit(1);
}
const copy = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
let problem;
try {
  problem = problemIn(copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log('Drizzle schema and migrations agree.');
