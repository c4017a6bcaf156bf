import { firstStepDocuments, firstSteps, lessonValuePence, reminderKinds } from '@portal/domain/home';
import { toMoney } from '@portal/domain/money';
import { endOfLocalDay, startOfLocalDay } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { keptForWork } from '../../db/unit-of-work.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { LearnersService } from '../learners/index.ts';
import { findFirstStepFacts } from './home.repository.ts';
import { defaultReminderSources, type ReminderServices, type ReminderSources } from './reminder-sources.ts';

export type HomeServices = ReminderServices & { learners: LearnersService; calendar: CalendarService };

/** The home dashboard's use cases; the reminder sources may be given (tests), else the wired defaults. */
export const createHomeService = (deps: AppDeps, services: HomeServices, sources?: ReminderSources) => {
  const reminderSources = () => sources ?? defaultReminderSources(services);

  /**
   * Today (UK day): the booked lessons in time order (no cancelled lessons, no booking-preview holds), with the
   * lessons' learners and their allocations read beside them (one statement with the page's other reads).
   */
  const readToday = async (viewer: Viewer) => {
    const now = deps.clock.now();
    const [from, to] = [startOfLocalDay(now), endOfLocalDay(now)];
    const [events, known] = await Promise.all([
      services.calendar.getCalendarEvents(viewer, from, to),
      services.learners.getLearnersWithLessons(viewer, from, to),
    ]);
    const lessons = events
      .flatMap((e) => (e.itemKind === 'lesson' && e.status === 'Active' ? [e] : []))
      .sort((a, b) => a.startDateTime.getTime() - b.startDateTime.getTime());
    return { lessons, ...known };
  };
  /** Today, read once per request (unit of work) for `todaysEvents`, `todaysIncome` and the lessons' learners. */
  const today = (viewer: Viewer): ReturnType<typeof readToday> =>
    keptForWork(`home.today:${viewer.instructorId}`, () => readToday(viewer));
  type Today = Awaited<ReturnType<typeof today>>;

  return {
    today,
    todaysEvents: async (viewer: Viewer) => (await today(viewer)).lessons,

    /** The price of today's lessons: each at its learner's rate with this instructor, plus VAT. */
    todaysIncome: async (viewer: Viewer, known?: Today) => {
      const { lessons, allocations } = known ?? (await today(viewer));
      let total = 0;
      for (const lesson of lessons) {
        const allocation =
          allocations.get(lesson.learnerId)?.find((a) => a.active) ?? allocations.get(lesson.learnerId)?.[0];
        if (!allocation) continue;
        const minutes = (lesson.endDateTime.getTime() - lesson.startDateTime.getTime()) / 60_000;
        total += lessonValuePence(minutes, allocation.purchaseRate.pence, allocation.purchaseVatRate);
      }
      return toMoney(total);
    },

    /** A new franchisee's first steps (issue 23 defect 8), decided by the domain's rule from one read. */
    firstSteps: async (viewer: Viewer) => {
      const facts = await findFirstStepFacts(viewer.instructorId);
      if (!facts) return [];
      return firstSteps({
        enrolledOnline: facts.enrolledOnline,
        documentStatuses: {
          [firstStepDocuments.ADI_BADGE]: facts.adiBadge ?? undefined,
          [firstStepDocuments.DRIVING_LICENCE]: facts.drivingLicence ?? undefined,
          [firstStepDocuments.INSURANCE_CERTIFICATE]: facts.insuranceCertificate ?? undefined,
        },
        hasCar: facts.hasCar,
        hasPreferences: facts.hasPreferences,
        hasArea: facts.hasArea,
        hasBusinessProfile: facts.hasBusinessProfile,
      });
    },

    /** Every notification kind with its count, the sources read together (one statement). */
    todaysThingsToDo: async (viewer: Viewer) => {
      const all = reminderSources();
      const counts = await Promise.all(reminderKinds.map((kind) => all[kind](viewer)));
      return reminderKinds.map((kind, i) => ({ kind, count: counts[i] ?? 0 }));
    },
  };
};

export type HomeService = ReturnType<typeof createHomeService>;
