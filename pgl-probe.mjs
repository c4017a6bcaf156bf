import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
for (const [name, opts] of [['memory', {}], ['dataDir', { dataDir: mkdtempSync('/tmp/pgl-') }], ['dataDir relaxed', { dataDir: mkdtempSync('/tmp/pgl-'), relaxedDurability: true }]]) {
  const db = await PGlite.create(opts);
  await db.query('create table t (id int primary key, v text)'); await db.query("insert into t select g, 'x' from generate_series(1,100) g");
  const t0 = performance.now();
  for (let i = 0; i < 500; i++) await db.query('select v from t where id = $1', [i % 100 + 1]);
  const t1 = performance.now();
  console.log(name, ((t1 - t0) / 500).toFixed(3), 'ms/query');
  await db.close();
}
