import type { AppDeps } from './app-deps.ts';

/**
 * Use-case services, built once per app. A feature adds its factory here:
 *   auth: createAuthService(deps),
 */
export const createServices = (deps: AppDeps) => ({ deps });

export type Services = ReturnType<typeof createServices>;
