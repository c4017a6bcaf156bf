import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import type { SlotOffersService } from './slot-offers.service.ts';

/** Issue 27 §3: the instructor's side of slot offers. */
export const createSlotOffersResolvers = ({
  deps,
  services,
}: FeatureWiring<{ slotOffers: SlotOffersService }>): Resolvers => {
  /** Where the learners' pages live: PUBLIC_URL when set, else the address the request came to. */
  const originOf = (ctx: GraphQLContext): string =>
    deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`;
  return {
    Query: {
      slotOfferCandidates: (_parent, { input }, ctx) =>
        services.slotOffers.listSlotOfferCandidates(requireViewer(ctx), input),
      slotOffer: (_parent, { id }, ctx) => services.slotOffers.getSlotOffer(requireViewer(ctx), id),
      slotOffers: (_parent, { startDate, endDate }, ctx) =>
        services.slotOffers.listSlotOffers(requireViewer(ctx), startDate, endDate),
    },
    Mutation: {
      createSlotOffer: (_parent, { input }, ctx) =>
        services.slotOffers.createSlotOffer(requireViewer(ctx), input, originOf(ctx)),
      withdrawSlotOffer: (_parent, { id }, ctx) => services.slotOffers.withdrawSlotOffer(requireViewer(ctx), id),
    },
  };
};
