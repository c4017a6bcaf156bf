import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

export const createCalendarFeedResolvers = ({
  deps,
  services,
}: FeatureWiring<{ calendarFeed: CalendarFeedService }>): Resolvers => {
  /** Where the feed is served: PUBLIC_URL when set, else the address the request came to. */
  const originOf = (ctx: GraphQLContext): string =>
    (deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`).replace(/\/+$/, '');
  return {
    Instructor: {
      calendarFeed: (parent, _args, ctx) =>
        services.calendarFeed.getFeed(requireOwnInstructor(ctx, parent.id), originOf(ctx)),
    },
    Mutation: {
      enableCalendarFeed: (_parent, _args, ctx) => services.calendarFeed.enableFeed(requireViewer(ctx), originOf(ctx)),
      resetCalendarFeed: (_parent, _args, ctx) => services.calendarFeed.resetFeed(requireViewer(ctx), originOf(ctx)),
      disableCalendarFeed: (_parent, _args, ctx) => services.calendarFeed.disableFeed(requireViewer(ctx)),
      setCalendarFeedPrivacy: (_parent, { privacy }, ctx) =>
        services.calendarFeed.setPrivacy(requireViewer(ctx), privacy, originOf(ctx)),
    },
  };
};
