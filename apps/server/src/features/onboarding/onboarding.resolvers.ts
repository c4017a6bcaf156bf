import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { OnboardingCaller, OnboardingService } from './onboarding.service.ts';
import { bearerOf } from './onboarding-token.ts';

// request.ip is the socket's address, or with TRUST_PROXY the client named by X-Forwarded-For.
const callerOf = (ctx: GraphQLContext): OnboardingCaller => ({
  address: ctx.request.ip,
  userAgent: ctx.request.headers['user-agent']?.slice(0, 300) ?? null,
  token: bearerOf(ctx.request.headers.authorization),
});

/** The journey acts with the token from "Verify it's you", never a session: each service call checks it. */
export const createOnboardingResolvers = ({
  services,
}: FeatureWiring<{ onboarding: OnboardingService }>): Resolvers => ({
  Query: {
    franchiseAgreement: (_parent, { agreementKey }, ctx) =>
      services.onboarding.franchiseAgreement(agreementKey, callerOf(ctx)),
    getDDIDocumentUrl: (_parent, _args, ctx) => services.onboarding.getDDIDocumentUrl(callerOf(ctx)),
  },
  Mutation: {
    onboardInstructorLogin: (_parent, { input }, ctx) =>
      services.onboarding.onboardInstructorLogin(input, callerOf(ctx)),
    addBankDetails: (_parent, { input }, ctx) => services.onboarding.addBankDetails(input, callerOf(ctx)),
    updateLead: (_parent, { input }, ctx) => services.onboarding.updateLead(input, callerOf(ctx)),
    signFranchiseAgreementDocument: (_parent, { agreementKey, kind }, ctx) =>
      services.onboarding.signFranchiseAgreementDocument(agreementKey, kind, callerOf(ctx)),
    acceptFranchiseAgreement: (_parent, { agreementKey }, ctx) =>
      services.onboarding.acceptFranchiseAgreement(agreementKey, callerOf(ctx)),
  },
});
