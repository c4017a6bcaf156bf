import type { Plugin } from 'vite';
import { MONTH_NAMES } from '../../packages/domain/src/time/names.ts';

/**
 * FullCalendar without the browser's Intl as it first draws a time grid (issue 28 §6). The first Intl formatter a
 * page makes, of any kind, costs a phone's main thread about 55 ms unthrottled (220 ms with the CPU 4x slower) while
 * the browser loads its locale data, and on /calendar FullCalendar made the page's first, in the task that first
 * draws the calendar. The portal gives FullCalendar its own functions for every text it shows (slot labels, day
 * headers, the view's title); FullCalendar still made three for itself: a number formatter as it reads its locale
 * (for week numbers, never shown), and the date and week texts of its day links' tooltips, made even with the links
 * off. This build plugin makes the first on first use and the two others plain functions giving en-GB's text (the
 * portal's only locale), so no formatter is made at all. The dev server and the tests' jsdom leave FullCalendar as
 * it is; every change fails the build if FullCalendar's code is no longer as expected.
 */

type Patch = { file: RegExp; from: string; to: string; helpers: string };

/** FullCalendar hands a formatting function the date's wall-clock fields (month from 0) and a UTC marker of them. */
const DATE_TEXTS = `
const PORTAL_MONTHS = ${JSON.stringify(MONTH_NAMES)};
/** en-GB's { day, month: 'long', year }: "30 November 2026". */
function portalDayText(arg) {
  return arg.date.day + ' ' + PORTAL_MONTHS[arg.date.month] + ' ' + arg.date.year;
}
/** en-GB's { week: 'long' }: the ISO week (weeks from Monday, the first holding a Thursday), "Week 48". */
function portalWeekText(arg) {
  const d = new Date(Date.UTC(arg.date.year, arg.date.month, arg.date.day));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  return 'Week ' + Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000 + 1) / 7);
}
`;

const LAZY_NUMBERS = `
function portalLazyNumberFormat(locales) {
  let made;
  return { format: (value) => (made ??= new Intl.NumberFormat(locales)).format(value) };
}
`;

export const PATCHES: readonly Patch[] = [
  {
    file: /[\\/]@fullcalendar[\\/]core[\\/]index\.js$/,
    from: 'simpleNumberFormat: new Intl.NumberFormat(codeArg),',
    to: 'simpleNumberFormat: portalLazyNumberFormat(codeArg),',
    helpers: LAZY_NUMBERS,
  },
  {
    file: /[\\/]@fullcalendar[\\/]core[\\/]internal-common\.js$/,
    from: "const DAY_FORMAT = createFormatter({ year: 'numeric', month: 'long', day: 'numeric' });\nconst WEEK_FORMAT = createFormatter({ week: 'long' });",
    to: 'const DAY_FORMAT = createFormatter(portalDayText);\nconst WEEK_FORMAT = createFormatter(portalWeekText);',
    helpers: DATE_TEXTS,
  },
];

/** The module's code with its patch, or null for a module not patched; throws when the patch no longer fits. */
export const patchFullCalendar = (code: string, id: string): string | null => {
  const patch = PATCHES.find((p) => p.file.test(id));
  if (!patch) return null;
  if (!code.includes(patch.from)) {
    throw new Error(
      `FullCalendar's ${id} is no longer as apps/web/fullcalendar-intl.ts expects: ` +
        'check the new version and update or drop the patch.',
    );
  }
  return `${code.replace(patch.from, patch.to)}\n${patch.helpers}`;
};

/** The build's plugin. */
export const fullCalendarWithoutIntl = (): Plugin => ({
  name: 'portal-fullcalendar-without-intl',
  apply: 'build',
  transform(code, id) {
    const patched = patchFullCalendar(code, id);
    return patched === null ? null : { code: patched, map: null };
  },
});
