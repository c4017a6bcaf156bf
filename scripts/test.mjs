// `npm test`: every check and every test, as CI runs them.
// 1. generated GraphQL code matches the schema  2. the Drizzle schema matches the migrations  3. Biome
// 4. import boundaries (dependency-cruiser, .dependency-cruiser.cjs)  5. TypeScript, each project  6. build (the
// browser journeys drive the built app)  7. Vitest: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), web components, and the browser journeys in Chromium.
// Steps 5 and 6 are independent commands (six type checks, three builds): they run two at a time, which on a
// two-core machine takes about half as long as one after another. Each command's output is printed whole when
// it ends, so two never interleave.
import { spawn, spawnSync } from 'node:child_process';

const typecheck = ['packages/domain', 'packages/ui', 'apps/server', 'apps/web', 'apps/office', 'apps/office/e2e'].map(
  (project) => [`typecheck ${project}`, 'npx', ['tsc', '-p', project]],
);
const build = ['@portal/web', '@portal/office', '@portal/server'].map((workspace) => [
  `build ${workspace}`,
  'npm',
  ['run', 'build', '--silent', '-w', workspace],
]);

const steps = [
  ['codegen drift', 'node', ['scripts/codegen.mjs', '--check']],
  ['migrations drift', 'node', ['scripts/check-migrations.mjs']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['boundaries', 'npm', ['run', 'boundaries', '--silent']],
  ['typecheck and build', [...typecheck, ...build]],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs the commands two at a time; resolves with the names of those that failed. */
const runTwoAtATime = async (commands) => {
  const failed = [];
  const queue = [...commands];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command, args] = next;
      const started = Date.now();
      const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const status = await new Promise((resolve) => child.on('close', resolve));
      process.stdout.write(output);
      console.log(`--- ${name} ${status === 0 ? 'ok' : 'FAILED'} (${seconds(started)}s)`);
      if (status !== 0) failed.push(name);
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
};

for (const [index, [name, command, args]] of steps.entries()) {
  const started = Date.now();
  const isLast = index === steps.length - 1;
  if (Array.isArray(command)) {
    console.log(`\n=== ${name}: ${command.length} commands, two at a time`);
    const failed = await runTwoAtATime(command);
    if (failed.length > 0) {
      console.error(`\n=== ${name} failed after ${seconds(started)}s: ${failed.join(', ')}`);
      process.exit(1);
    }
    console.log(`=== ${name} ok (${seconds(started)}s)`);
    continue;
  }
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  // The last step is Vitest: its own closing line ("Tests: N passed, N failed, N skipped") ends the output.
  if (result.status !== 0) {
    if (!isLast) console.error(`\n=== ${name} failed after ${seconds(started)}s`);
    process.exit(result.status ?? 1);
  }
  if (!isLast) console.log(`=== ${name} ok (${seconds(started)}s)`);
}
