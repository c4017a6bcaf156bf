import { defineFeature } from '../../feature-entry.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { LearnersService } from '../learners/index.ts';
import { registerSlotOfferPage } from './slot-offer.routes.ts';
import { createSlotOffersResolvers } from './slot-offers.resolvers.ts';
import { createSlotOffersService, type SlotOffersService } from './slot-offers.service.ts';

export type { SlotOffersService } from './slot-offers.service.ts';

/**
 * Offer a freed slot (issue 27 §3): from a cancelled lesson or free time, texted to chosen learners; the first to
 * accept on their page (the learner page's link) gets the lesson, booked through the calendar's own checks.
 */
export const slotOffersFeature = defineFeature<{
  slotOffers: SlotOffersService;
  calendar: CalendarService;
  learners: LearnersService;
}>()({
  createService: createSlotOffersService,
  resolvers: createSlotOffersResolvers,
  routes: (app, { deps, services }) => registerSlotOfferPage(app, deps, services.slotOffers),
  access: {
    Query: { slotOfferCandidates: 'Calendar', slotOffer: 'Calendar', slotOffers: 'Calendar' },
    Mutation: { createSlotOffer: 'Calendar', withdrawSlotOffer: 'Calendar' },
  },
});
