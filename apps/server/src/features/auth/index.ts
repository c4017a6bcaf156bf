import { authResolvers } from './auth.resolvers.ts';
import { createAuthService } from './auth.service.ts';

/** The per-address budget of failed sign-in steps, for other steps that take a guess (onboarding). */
export { chargeClient } from './client-throttle.ts';

/** Sign-in, access codes, password reset and sessions. */
export const authFeature = {
  resolvers: authResolvers,
  createService: createAuthService,
  // Signing in, and out, is open to anyone: each step checks what it is given.
  access: {
    Mutation: {
      instructorLogin: 'public',
      appSignIn: 'public',
      confirmSignInCode: 'public',
      resendCode: 'public',
      requestPasswordReset: 'public',
      resetPassword: 'public',
      signOut: 'public',
    },
  } as const,
};
