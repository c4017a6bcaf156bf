import { lessonDayLabel, lessonTimeLabel } from '@portal/domain/learners';
import { slotOfferMessages as m, type SlotOfferState } from '@portal/domain/slot-offers';
import { escapeHtml, learnerPageShell } from '../learners/index.ts';
import type { AcceptAnswer } from './slot-offer-accept.ts';
import type { OfferPageRow } from './slot-offers.repository.ts';

const closedWords: Record<Exclude<SlotOfferState, 'Open'>, string> = {
  Taken: m.taken,
  Withdrawn: m.withdrawnForLearner,
  Expired: m.expired,
};

/** What the learner is told: the answer to their Accept, else the offer's state (their own win included). */
const noticeOf = (page: OfferPageRow, state: SlotOfferState, answer?: AcceptAnswer) => {
  if (answer?.kind === 'refused') return { text: answer.message, warn: true };
  if (answer?.kind === 'accepted' || page.winnerRecipientId === page.recipientId) return { text: m.accepted };
  if (answer?.kind === 'closed') return { text: closedWords[answer.state], warn: true };
  return state === 'Open' ? null : { text: closedWords[state], warn: true };
};

/** A slot offered to the learner, behind their page's link: the time, until when it stands, and Accept. */
export const renderSlotOfferPage = (
  page: OfferPageRow,
  state: SlotOfferState,
  links: { action: string; home: string },
  answer?: AcceptAnswer,
): string => {
  const start = new Date(page.startAt);
  const end = new Date(page.endAt);
  const until = new Date(page.standsUntil);
  const notice = noticeOf(page, state, answer);
  const open = state === 'Open' && answer?.kind !== 'accepted';
  return learnerPageShell(
    page.brand,
    `<h1>${m.pageTitle}</h1>
${notice ? `<p class="notice${notice.warn ? ' warn' : ''}" role="status" data-testid="slot-offer-notice">${escapeHtml(notice.text)}</p>` : ''}
<section aria-labelledby="slot"><h2 id="slot">${escapeHtml(lessonDayLabel(start))}</h2>
<p class="big">${lessonTimeLabel(start)} to ${lessonTimeLabel(end)}</p>
<p class="muted">With ${escapeHtml(page.instructor.firstName)} ${escapeHtml(page.instructor.lastName)}</p>
${
  open
    ? `<p>${m.pageIntro} Open until ${escapeHtml(lessonDayLabel(until))}, ${lessonTimeLabel(until)}.</p>
<form method="post" action="${escapeHtml(links.action)}"><input type="hidden" name="accept" value="yes">
<button class="button" type="submit">${m.accept}</button></form>`
    : ''
}</section>
<p><a href="${escapeHtml(links.home)}">${m.yourPage}</a></p>`,
  );
};
