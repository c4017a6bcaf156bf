import type { AppDeps } from './app-deps.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { createInstructorService } from './features/instructor/instructor.service.ts';

/**
 * Use-case services, built once per app. A feature adds its factory here:
 *   auth: createAuthService(deps),
 */
export const createServices = (deps: AppDeps) => ({
  deps,
  auth: createAuthService(deps),
  instructor: createInstructorService(deps),
  calendar: createCalendarService(deps),
});

export type Services = ReturnType<typeof createServices>;
