import { authResolvers } from './auth.resolvers.ts';
import { createAuthService } from './auth.service.ts';

/** Sign-in, access codes, password reset and sessions. */
export const authFeature = { resolvers: authResolvers, createService: createAuthService };
