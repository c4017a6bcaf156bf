import { defineFeature } from '../../feature-entry.ts';
import { createAuthResolvers } from './auth.resolvers.ts';
import type { AuthService } from './auth.service.ts';
import { createAuthService } from './auth.service.ts';
import { registerViewerHook } from './viewer-hook.routes.ts';

/** The mobile app's sign-in link (the scripts' app-link), and the session cookie's name (the tests'). */
export { appSignInLink } from './app-link.ts';
export type { AuthService } from './auth.service.ts';
/** The per-address budget of failed sign-in steps, for other steps that take a guess (onboarding). */
export { chargeClient } from './client-throttle.ts';
/** The lockout of repeated failed sign-ins, for the office's staff sign-in. */
export { chargeAttempt, clearAttempts, throttleSummary, withdrawAttempt } from './lockout.ts';
export { SESSION_COOKIE } from './session-token.ts';

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
      changePassword: 'signedIn',
    },
  },
});
