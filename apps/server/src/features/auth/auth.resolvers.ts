import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { endSession, startSession } from './session.ts';
import type { Caller, SessionPort } from './use-case.ts';

const sessionOf = (ctx: GraphQLContext): SessionPort => ({
  start: async (instructorId) => {
    await startSession(ctx.deps, ctx.request, ctx.reply, instructorId);
  },
  end: () => endSession(ctx.deps, ctx.request, ctx.reply),
});

// request.ip is the socket's address, or with TRUST_PROXY the client named by X-Forwarded-For.
const callerOf = (ctx: GraphQLContext): Caller => ({ address: ctx.request.ip });

export const authResolvers: Resolvers = {
  Mutation: {
    instructorLogin: (_parent, { input }, ctx) => ctx.services.auth.instructorLogin(input, callerOf(ctx)),
    appSignIn: (_parent, { input }, ctx) => ctx.services.auth.appSignIn(input, callerOf(ctx)),
    confirmSignInCode: (_parent, { input }, ctx) =>
      ctx.services.auth.confirmSignInCode(input, sessionOf(ctx), callerOf(ctx)),
    resendCode: (_parent, { input }, ctx) => ctx.services.auth.resendCode(input),
    requestPasswordReset: (_parent, { input }, ctx) => ctx.services.auth.requestPasswordReset(input, callerOf(ctx)),
    resetPassword: (_parent, { input }, ctx) => ctx.services.auth.resetPassword(input, sessionOf(ctx), callerOf(ctx)),
    signOut: (_parent, _args, ctx) => ctx.services.auth.signOut(sessionOf(ctx)),
  },
};
