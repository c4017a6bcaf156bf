import { parseCommand } from '@portal/domain/errors';
import type { LessonType } from '@portal/domain/learners';
import { offerSuggestionReasons, slotOfferCandidatesSchema } from '@portal/domain/slot-offers';
import { endOfLocalDay, startOfLocalDay } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { LearnersService } from '../learners/index.ts';
import type { SlotOfferCandidateView } from './slot-offers.views.ts';

type Slot = { startDateTime: Date; endDateTime: Date; lessonType: LessonType };

/**
 * The instructor's learners for a slot, through the learners' and calendar's services (the list with its facts,
 * the balances, the slot's day): suggested first, most pre-paid hours first, each with the domain's reasons; then
 * the rest by name.
 */
export const listCandidates = async (
  deps: AppDeps,
  services: { calendar: CalendarService; learners: LearnersService },
  viewer: Viewer,
  input: Slot,
): Promise<SlotOfferCandidateView[]> => {
  const now = deps.clock.now();
  const slot = parseCommand(slotOfferCandidatesSchema(now), input);
  const [listed, events] = await Promise.all([
    services.learners.listLearners(viewer),
    services.calendar.getCalendarEvents(viewer, startOfLocalDay(slot.startDateTime), endOfLocalDay(slot.startDateTime)),
  ]);
  const learners = listed.flatMap((l) => ('listFacts' in l ? [l] : []));
  const balances = await services.learners.getLessonBalances(
    viewer,
    learners.map((l) => l.id),
  );
  const busy = new Set(events.flatMap((e) => (e.itemKind === 'lesson' && e.status === 'Active' ? [e.learnerId] : [])));
  const candidates = learners.map((l) => {
    const balanceHours = (balances.get(l.id) ?? []).reduce((sum, b) => sum + b.hours, 0);
    const first = l.listFacts.firstAllocation;
    const reasons = offerSuggestionReasons(
      {
        approved: l.approved,
        allocationFromDate: first?.fromDate ?? null,
        lessonType: first?.lessonType ?? null,
        nextLesson: l.listFacts.nextLesson,
        lastLesson: l.listFacts.lastLesson,
        balanceHours,
        busyThatDay: busy.has(l.id),
      },
      { lessonType: slot.lessonType, start: slot.startDateTime },
      now,
    );
    const view = {
      learnerId: l.id,
      fullName: l.name.fullName,
      suggested: reasons.length > 0,
      reasons,
      canText: Boolean(l.mobileNumber),
    };
    return { view, balanceHours };
  });
  return candidates
    .sort(
      (a, b) =>
        Number(b.view.suggested) - Number(a.view.suggested) ||
        (a.view.suggested ? b.balanceHours - a.balanceHours : 0) ||
        a.view.fullName.localeCompare(b.view.fullName, 'en-GB'),
    )
    .map((c) => c.view);
};
