// The bench workers' timing: medians per call, which a busy machine skews far less than means.

export const median = (values: number[]): number => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** The median milliseconds of `call`, called `times` times one at a time after `warmUp` calls. */
export const timeEach = async (call: () => Promise<unknown>, times: number, warmUp = 10): Promise<number> => {
  for (let i = 0; i < warmUp; i++) await call();
  const spent: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await call();
    spent.push(performance.now() - started);
  }
  return median(spent);
};

/**
 * Calls a and b `times` times each, interleaved one call at a time (order alternating), after a warm-up; the
 * median milliseconds per call of each.
 */
export const compare = async (a: () => Promise<unknown>, b: () => Promise<unknown>, times: number) => {
  for (let i = 0; i < 10; i++) await a().then(b);
  const spent = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < times; i++) {
    for (const side of i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const started = performance.now();
      await (side === 'a' ? a() : b());
      spent[side].push(performance.now() - started);
    }
  }
  return { a: median(spent.a), b: median(spent.b) };
};
