import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import type { CalendarEventView } from './calendar.views.ts';

/** A field of an Instructor: only ever the viewer's own (both `me` and `instructor(id)` are). */
const ownInstructor = (ctx: GraphQLContext, instructorId: string) => {
  const viewer = requireViewer(ctx);
  if (viewer.instructorId !== instructorId) throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
  return viewer;
};

const resolveCalendarEvent = (event: CalendarEventView) => (event.itemKind === 'lesson' ? 'Lesson' : 'TimeOff');

export const calendarResolvers: Resolvers = {
  Query: {
    instructor: async (_parent, { id }, ctx) => {
      const viewer = ownInstructor(ctx, id);
      const instructor = await ctx.services.instructor.getInstructor(viewer.instructorId);
      if (!instructor) throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
      return instructor;
    },
    lesson: (_parent, { id }, ctx) => ctx.services.calendar.getLesson(requireViewer(ctx), id),
    timeOff: (_parent, { id }, ctx) => ctx.services.calendar.getTimeOff(requireViewer(ctx), id),
    timeSlotsAvailability: (_parent, { input }, ctx) =>
      ctx.services.calendar.timeSlotsAvailability(requireViewer(ctx), input),
  },
  Mutation: {
    createLesson: (_parent, { input }, ctx) => ctx.services.calendar.createLesson(requireViewer(ctx), input),
    changeLesson: (_parent, { input }, ctx) => ctx.services.calendar.changeLesson(requireViewer(ctx), input),
    cancelLesson: (_parent, { input }, ctx) => ctx.services.calendar.cancelLesson(requireViewer(ctx), input),
    updateLessonNotes: (_parent, { input }, ctx) =>
      ctx.services.calendar.updateLessonNotes(requireViewer(ctx), input.id, input.notes),
    convertPendingLessons: (_parent, { input }, ctx) =>
      ctx.services.calendar.convertPendingLessons(requireViewer(ctx), input.ids),
    cancelPendingLessons: (_parent, { input }, ctx) =>
      ctx.services.calendar.cancelPendingLessons(requireViewer(ctx), input.ids),
    createTimeOff: (_parent, { input }, ctx) => ctx.services.calendar.createTimeOff(requireViewer(ctx), input),
    updateTimeOff: (_parent, { input }, ctx) =>
      ctx.services.calendar.updateTimeOff(requireViewer(ctx), input.id, input.notes),
    cancelTimeOff: (_parent, { input }, ctx) => ctx.services.calendar.cancelTimeOff(requireViewer(ctx), input),
  },
  Instructor: {
    calendarEvents: (parent, { startDate, endDate }, ctx) =>
      ctx.services.calendar.getCalendarEvents(ownInstructor(ctx, parent.id), startDate, endDate),
    workingHours: (parent, _args, ctx) => ctx.services.calendar.getWorkingHours(ownInstructor(ctx, parent.id)),
    travelTime: (parent, _args, ctx) => ctx.services.calendar.getTravelTime(ownInstructor(ctx, parent.id)),
    learners: (parent, _args, ctx) => ctx.services.calendar.getLearners(ownInstructor(ctx, parent.id)),
  },
  // Mercurius reads `resolveType`; the generated types call it `__resolveType`: give both.
  CalendarEvent: { __resolveType: resolveCalendarEvent, ...({ resolveType: resolveCalendarEvent } as object) },
  Learner: {
    allocations: (learner) => learner.allocations ?? [],
    lessonBalances: (learner) => learner.lessonBalances ?? [],
  },
};
