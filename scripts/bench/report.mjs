// The bench's table: one row per case, the figure measured, its budget, and the ratio the budget is about.

/** ok: within budget; over: outside it; n/a: not measured (the reason is in the value); info: shown, no budget. */
export const verdict = (row) => {
  if (row.info) return 'info';
  if (row.ratio == null) return 'n/a';
  if (row.failed) return 'FAILED';
  if (row.limit != null && row.ratio > row.limit) return 'OVER';
  if (row.min != null && row.ratio < row.min) return 'UNDER';
  return 'ok';
};

export const printTable = (sections) => {
  const lines = [];
  const header = ['case', 'measured', 'budget', 'ratio', 'result'];
  const table = sections.flatMap(({ suite, rows }) => [
    { section: suite },
    ...rows.map((r) => [
      r.case,
      r.detail ? `${r.value} [${r.detail}]` : r.value,
      r.budget,
      r.ratio == null ? '-' : `${r.ratio.toFixed(2)}x`,
      verdict(r),
    ]),
  ]);
  const cells = table.filter(Array.isArray);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (cols) => cols.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  lines.push(line(header), rule);
  for (const entry of table) lines.push(Array.isArray(entry) ? line(entry) : `## ${entry.section}`);
  console.log(`\n${lines.join('\n')}\n`);
};
