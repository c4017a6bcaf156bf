// `npm test`: every check and every test, as CI runs them.
// 1. generated GraphQL code matches the schema  2. the Drizzle schema matches the migrations  3. Biome
// 4. import boundaries (dependency-cruiser, .dependency-cruiser.cjs)  5. TypeScript  6. build (the browser
// journeys drive the built app)  7. Vitest: domain, server (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), web components, and the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['codegen drift', 'node', ['scripts/codegen.mjs', '--check']],
  ['migrations drift', 'node', ['scripts/check-migrations.mjs']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['boundaries', 'npm', ['run', 'boundaries', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [index, [name, command, args]] of steps.entries()) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // The last step is Vitest: its own closing line ("Tests: N passed, N failed, N skipped") ends the output.
  const isLast = index === steps.length - 1;
  if (result.status !== 0) {
    if (!isLast) console.error(`\n=== ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  if (!isLast) console.log(`=== ${name} ok (${seconds}s)`);
}
