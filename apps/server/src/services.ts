import type { AppDeps } from './app-deps.ts';
import { runUnitOfWork } from './db/unit-of-work.ts';
import { type Features, features } from './features/index.ts';

/** Every feature's use-case service, under the feature's name. */
export type Services = { [K in keyof Features]: ReturnType<Features[K]['createService']> };

type NeedsOf<F> = F extends { createService: (deps: AppDeps, services: infer S) => unknown } ? S : never;
/** Compile-time check: every service a feature names is the one the feature of that name provides. */
type Unmet = { [K in keyof Features]: Services extends NeedsOf<Features[K]> ? never : K }[keyof Features];
const everyNeedMet: [Unmet] extends [never] ? true : Unmet = true;
void everyNeedMet;

/**
 * A service whose use cases each run in the caller's unit of work, or in one of their own when called from
 * outside any (a test, the seed, a script), so a repository always finds its database.
 */
const withinUnitOfWork = <S extends object>(deps: AppDeps, service: S): S => {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(service)) {
    wrapped[name] =
      typeof value === 'function' ? (...args: unknown[]) => runUnitOfWork(deps.database, () => value(...args)) : value;
  }
  return wrapped as S;
};

/**
 * Built once per app from the feature list. A service that uses another's receives `services` and reads
 * it when called, so the order of the list does not matter.
 */
export const createServices = (deps: AppDeps): Services => {
  const services = {} as Record<string, unknown>;
  for (const [name, feature] of Object.entries(features)) {
    const create = feature.createService as (deps: AppDeps, services: unknown) => object;
    services[name] = withinUnitOfWork(deps, create(deps, services));
  }
  return services as Services;
};
