import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { endSession, startSession } from './session.ts';
import type { SessionPort } from './use-case.ts';

const sessionOf = (ctx: GraphQLContext): SessionPort => ({
  start: async (instructorId) => {
    await startSession(ctx.deps, ctx.request, ctx.reply, instructorId);
  },
  end: () => endSession(ctx.deps, ctx.request, ctx.reply),
});

export const authResolvers: Resolvers = {
  Mutation: {
    instructorLogin: (_parent, { input }, ctx) => ctx.services.auth.instructorLogin(input),
    appSignIn: (_parent, { input }, ctx) => ctx.services.auth.appSignIn(input),
    confirmSignInCode: (_parent, { input }, ctx) => ctx.services.auth.confirmSignInCode(input, sessionOf(ctx)),
    resendCode: (_parent, { input }, ctx) => ctx.services.auth.resendCode(input),
    requestPasswordReset: (_parent, { input }, ctx) => ctx.services.auth.requestPasswordReset(input),
    resetPassword: (_parent, { input }, ctx) => ctx.services.auth.resetPassword(input, sessionOf(ctx)),
    signOut: (_parent, _args, ctx) => ctx.services.auth.signOut(sessionOf(ctx)),
  },
};
