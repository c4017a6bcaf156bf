import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { type OfficeContext, requireStaff } from '../../graphql/office-context.ts';
import type { OnboardingService } from './onboarding.service.ts';

type Wiring = FeatureWiring<{ onboarding: OnboardingService }>;

/** Where the portal lives: PUBLIC_URL when set, else the address the request came to (the same server). */
const originOf = (deps: Wiring['deps'], ctx: OfficeContext) =>
  (deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`).replace(/\/+$/, '');

/** The office's enrolments (issue 25 §4): thin, each a call of the onboarding service. */
export const createEnrolmentOfficeResolvers = ({ deps, services }: Wiring): Resolvers => ({
  Query: {
    enrolmentPropositions: (_parent, _args, ctx) => services.onboarding.enrolmentPropositions(requireStaff(ctx)),
    enrolments: (_parent, args, ctx) => services.onboarding.enrolments(requireStaff(ctx), args.search),
    enrolment: (_parent, args, ctx) => services.onboarding.enrolment(requireStaff(ctx), args.id),
  },
  Mutation: {
    enrolFranchisee: (_parent, args, ctx) =>
      services.onboarding.enrolFranchisee(
        requireStaff(ctx),
        { ...args.input, durationMonths: args.input.durationMonths ?? undefined },
        originOf(deps, ctx),
      ),
    resendEnrolmentLink: (_parent, args, ctx) =>
      services.onboarding.resendEnrolmentLink(requireStaff(ctx), args.id, originOf(deps, ctx)),
    expireEnrolmentLink: (_parent, args, ctx) => services.onboarding.expireEnrolmentLink(requireStaff(ctx), args.id),
  },
});
