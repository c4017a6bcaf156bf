import { defineFeature } from '../../feature-entry.ts';
import { createAuthResolvers } from './auth.resolvers.ts';
import type { AuthService } from './auth.service.ts';
import { createAuthService } from './auth.service.ts';
import { registerViewerHook } from './viewer-hook.ts';

export type { AuthService } from './auth.service.ts';
/** The per-address budget of failed sign-in steps, for other steps that take a guess (onboarding). */
export { chargeClient } from './client-throttle.ts';

/** Sign-in, access codes, password reset and sessions. */
export const authFeature = defineFeature<{ auth: AuthService }>()({
  createService: createAuthService,
  resolvers: createAuthResolvers,
  routes: (app, { services }) => registerViewerHook(app, services.auth),
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
  },
});
