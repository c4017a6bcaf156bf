import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import type { AuthService } from './auth.service.ts';
import type { Caller } from './use-case.ts';

// request.ip is the socket's address, or with TRUST_PROXY the client named by X-Forwarded-For.
const callerOf = (ctx: GraphQLContext): Caller => ({ address: ctx.request.ip });

export const createAuthResolvers = ({ services }: FeatureWiring<{ auth: AuthService }>): Resolvers => {
  const sessionOf = (ctx: GraphQLContext) => services.auth.sessionOf(ctx.request, ctx.reply);
  return {
    Mutation: {
      instructorLogin: (_parent, { input }, ctx) => services.auth.instructorLogin(input, callerOf(ctx)),
      appSignIn: (_parent, { input }, ctx) => services.auth.appSignIn(input, callerOf(ctx)),
      confirmSignInCode: (_parent, { input }, ctx) =>
        services.auth.confirmSignInCode(input, sessionOf(ctx), callerOf(ctx)),
      resendCode: (_parent, { input }) => services.auth.resendCode(input),
      requestPasswordReset: (_parent, { input }, ctx) => services.auth.requestPasswordReset(input, callerOf(ctx)),
      resetPassword: (_parent, { input }, ctx) => services.auth.resetPassword(input, sessionOf(ctx), callerOf(ctx)),
      changePassword: (_parent, { input }, ctx) =>
        services.auth.changePassword(requireViewer(ctx), input, sessionOf(ctx)),
      signOut: (_parent, _args, ctx) => services.auth.signOut(sessionOf(ctx)),
    },
  };
};
