import { DomainError } from '@portal/domain/errors';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type PropositionView, toPropositionView } from './instructor.service.ts';

/**
 * The proposition of one of the viewer's franchises (dormant ones too), from the facts the request reads once:
 * what a franchise-keyed row (working hours, travel time, capacity, a learner's allocation) shows as its
 * `proposition`. Another instructor's franchise is NOT_FOUND.
 */
export const franchisePropositionOf = async (ctx: GraphQLContext, franchiseId: string): Promise<PropositionView> => {
  const facts = await ctx.viewerFacts();
  const row = facts?.franchises.find(({ franchise }) => franchise.id === franchiseId);
  if (!row) throw new DomainError('NOT_FOUND', 'Franchise not found');
  return toPropositionView(row).proposition;
};
