import { type BrandSlug, brands } from '@portal/domain/access';
import {
  hasProgress,
  lessonDayLabel,
  lessonTimeLabel,
  learnerPageMessages as m,
  progressOf,
  skillLevelName,
} from '@portal/domain/learners';
import type { LearnerPageRow } from './learner-page.repository.ts';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The brand's colours, as on the public profile page. */
const look = {
  aa: { bar: '#FFCC00', onBar: '#1D1D1B', button: '#1D1D1B', onButton: '#FFFFFF', bar2: '#8A6D00' },
  bsm: { bar: '#0A3D73', onBar: '#FFFFFF', button: '#0A5DB0', onButton: '#FFFFFF', bar2: '#0A5DB0' },
} as const;

const hoursLabel = (hours: number) => `${Number(hours.toFixed(2))} hour${hours === 1 ? '' : 's'}`;

const lessonsHtml = (row: LearnerPageRow) => {
  if (row.lessons.length === 0) return `<p>${m.noLessons}</p>`;
  const address = [row.pickup.line1, row.pickup.line2, row.pickup.town, row.pickup.postcode]
    .filter((part): part is string => Boolean(part))
    .map(escapeHtml)
    .join(', ');
  return `<ul class="lessons">${row.lessons
    .map((lesson) => {
      const start = new Date(lesson.startAt);
      const end = new Date(lesson.endAt);
      return `<li data-testid="learner-page-lesson"><strong>${escapeHtml(lessonDayLabel(start))}</strong>
<span>${lessonTimeLabel(start)} to ${lessonTimeLabel(end)}</span><span class="muted">Pickup: ${address}</span></li>`;
    })
    .join('')}</ul>`;
};

const progressHtml = (row: LearnerPageRow) => {
  if (!hasProgress(row.customerType)) return '';
  const progress = progressOf(row.scores ?? {});
  const categories = progress.categories
    .map(
      (
        c,
      ) => `<details><summary><span>${escapeHtml(c.categoryName)}</span><span>${c.progressPercentage}%</span></summary>
<ul class="skills">${c.skills.map((s) => `<li><span>${escapeHtml(s.skillName)}</span><span class="muted">${skillLevelName(s.score)}</span></li>`).join('')}</ul></details>`,
    )
    .join('');
  return `<section aria-labelledby="progress"><h2 id="progress">${m.progress}</h2>
<p><strong>${progress.overallProgress}%</strong> overall</p>
<div class="bar" role="img" aria-label="${progress.overallProgress}% overall"><div style="width:${progress.overallProgress}%"></div></div>
${categories}</section>`;
};

const contactHtml = (row: LearnerPageRow) => {
  const name = `${row.instructor.firstName} ${row.instructor.lastName}`;
  const phone = row.instructor.mobile ?? row.instructor.landline;
  const buttons = [
    phone
      ? `<a class="button" href="tel:${escapeHtml(phone)}">${m.call} ${escapeHtml(row.instructor.firstName)}</a>`
      : '',
    row.instructor.mobile
      ? `<a class="button outline" href="sms:${escapeHtml(row.instructor.mobile)}">${m.text} ${escapeHtml(row.instructor.firstName)}</a>`
      : '',
  ].join('');
  return `<section aria-labelledby="instructor"><h2 id="instructor">${m.instructor}</h2><p>${escapeHtml(name)}</p>
<div class="actions">${buttons}</div></section>`;
};

const remindersHtml = (row: LearnerPageRow, action: string) => `<section aria-labelledby="reminders">
<h2 id="reminders">${m.reminders}</h2><p data-testid="learner-page-reminders">${row.reminderOptIn ? m.remindersOn : m.remindersOff}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="reminders" value="${row.reminderOptIn ? 'off' : 'on'}">
<button class="button${row.reminderOptIn ? ' outline' : ''}" type="submit">${row.reminderOptIn ? m.turnOff : m.turnOn}</button></form></section>`;

/**
 * A page behind a learner's link (their page, a slot offer): phone first, in the instructor's brand, noindex, with
 * `main` (trusted HTML, every value in it escaped by the caller) as its content.
 */
export const learnerPageShell = (brandCode: 'AADS' | 'BSM' | null, main: string): string => {
  const brand: BrandSlug = brandCode === 'BSM' ? 'bsm' : 'aa';
  const l = look[brand];
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${m.title} | ${escapeHtml(brands[brand].name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1D1D1B;background:#F5F6F8;line-height:1.5}
header{background:${l.bar};color:${l.onBar};padding:16px 20px;font-weight:700;font-size:1.1rem}
main{max-width:640px;margin:0 auto;padding:16px}
section,.notice{background:#fff;border-radius:12px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.notice{background:#E8F5E9}.notice.warn{background:#FFF3E0}
h1{font-size:1.5rem;margin:8px 0 16px}h2{font-size:1.1rem;margin:0 0 8px}
ul{list-style:none;padding:0;margin:0}.lessons li{display:flex;flex-direction:column;padding:10px 0;border-bottom:1px solid #E0E0E0}
.lessons li:last-child{border-bottom:0}.muted{color:#4A4A48}
.skills li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #EEE}
summary{display:flex;justify-content:space-between;padding:12px 0;cursor:pointer;min-height:24px}
.bar{height:10px;background:#E0E0E0;border-radius:5px;overflow:hidden;margin-bottom:8px}.bar div{height:100%;background:${l.bar2}}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 20px;border-radius:24px;
background:${l.button};color:${l.onButton};font:inherit;font-weight:600;text-decoration:none;border:2px solid ${l.button};cursor:pointer;flex:1}
.button.outline{background:#fff;color:${l.button}}
form{margin:0;display:flex}
.big{font-size:1.6rem;font-weight:700;margin:0}
</style>
</head>
<body>
<header>${escapeHtml(brands[brand].name)}</header>
<main>
${main}
</main>
</body>
</html>`;
};

/** The learner's page: phone first, the instructor's brand, nothing but their own lessons, balance and progress. */
export const renderLearnerPage = (row: LearnerPageRow, action: string, notice?: string): string =>
  learnerPageShell(
    row.brand,
    `<h1>Hi ${escapeHtml(row.firstName)}</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<section aria-labelledby="lessons"><h2 id="lessons">${m.nextLessons}</h2>${lessonsHtml(row)}</section>
<section aria-labelledby="balance"><h2 id="balance">${m.balance}</h2><p class="big" data-testid="learner-page-balance">${hoursLabel(row.balanceHours)}</p></section>
${progressHtml(row)}
${contactHtml(row)}
${remindersHtml(row, action)}`,
  );

/** Wrong, revoked or never issued: the same page for all three. */
export const learnerPageNotFound = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<title>Page missing</title></head><body><main><h1>This is awkward.</h1>
<p>We can't find the page you are looking for. Ask your instructor for a new link.</p></main></body></html>`;
