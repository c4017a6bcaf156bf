import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATCHES, patchFullCalendar } from '../../fullcalendar-intl.ts';

/** A FullCalendar module as installed, by its path under @fullcalendar/core. */
const installed = (file: string) => {
  const path = join(dirname(createRequire(import.meta.url).resolve('@fullcalendar/core')), file);
  return { path, code: readFileSync(path, 'utf8') };
};

/** A function a patch adds at the end of its module, made runnable on its own. */
const helperOf = <F>(patched: string, name: string): F => {
  const patch = PATCHES.find((p) => p.helpers.includes(`function ${name}(`))!;
  expect(patched.endsWith(patch.helpers)).toBe(true);
  return new Function(`${patch.helpers}; return ${name};`)() as F;
};

type Fields = { year: number; month: number; day: number };
type TextOf = (arg: { date: Fields }) => string;
const fieldsOf = (d: Date): Fields => ({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() });

describe('FullCalendar without Intl as it draws', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('patches each installed module it names, and only those', () => {
    for (const file of ['index.js', 'internal-common.js']) {
      const { path, code } = installed(file);
      const patched = patchFullCalendar(code, path);
      expect(patched).not.toBeNull();
      const patch = PATCHES.find((p) => p.file.test(path))!;
      expect(patched).toContain(patch.to);
      expect(patched).not.toContain(patch.from);
    }
    expect(patchFullCalendar('export {}', '/x/node_modules/@fullcalendar/timegrid/index.js')).toBeNull();
  });

  it('fails the build when FullCalendar is no longer as expected', () => {
    expect(() =>
      patchFullCalendar('simpleNumberFormat: new Intl.NumberFormat(codes),', '/n/@fullcalendar/core/index.js'),
    ).toThrow(/no longer as .* expects/);
  });

  it('makes the number formatter on first use only, formatting as Intl does', () => {
    const { path, code } = installed('index.js');
    const lazy = helperOf<(locales: string) => { format: (n: number) => string }>(
      patchFullCalendar(code, path)!,
      'portalLazyNumberFormat',
    );
    const expected = new Intl.NumberFormat('en-gb').format(12345);
    const Real = Intl.NumberFormat;
    let made = 0;
    vi.stubGlobal('Intl', {
      NumberFormat: new Proxy(Real, {
        construct: (target, args) => {
          made += 1;
          return Reflect.construct(target, args);
        },
      }),
    });
    const formatter = lazy('en-gb');
    expect(made).toBe(0);
    expect([formatter.format(12345), formatter.format(12345)]).toEqual([expected, expected]);
    expect(made).toBe(1);
  });

  it("gives en-GB's day and ISO week texts, every day from 2000 to 2040", () => {
    const { path, code } = installed('internal-common.js');
    const patched = patchFullCalendar(code, path)!;
    const dayText = helperOf<TextOf>(patched, 'portalDayText');
    const weekText = helperOf<TextOf>(patched, 'portalWeekText');
    const days = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const isoWeek = (d: Date) => {
      // Independently: the week of the Thursday of d's week, counted from that year's first Thursday.
      const thursday = new Date(d.getTime() + (4 - (d.getUTCDay() || 7)) * 86_400_000);
      const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
      const firstThursday = jan1 + ((4 - (new Date(jan1).getUTCDay() || 7) + 7) % 7) * 86_400_000;
      return (thursday.getTime() - firstThursday) / (7 * 86_400_000) + 1;
    };
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      expect(dayText({ date: fieldsOf(d) })).toBe(days.format(d));
      expect(weekText({ date: fieldsOf(d) })).toBe(`Week ${isoWeek(d)}`);
    }
    expect(weekText({ date: { year: 2026, month: 10, day: 30 } })).toBe('Week 49');
    expect(weekText({ date: { year: 2027, month: 0, day: 1 } })).toBe('Week 53');
  });
});
