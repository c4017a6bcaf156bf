import type { AppDeps } from './app-deps.ts';
import { type Features, features } from './features/index.ts';

/** Every feature's use-case service, under the feature's name. */
export type Services = { [K in keyof Features]: ReturnType<Features[K]['createService']> };

/**
 * Built once per app from the feature list. A service that uses another's receives `services` and reads
 * it when called, so the order of the list does not matter; the call below type-checks every such need.
 */
export const createServices = (deps: AppDeps): Services => {
  const services = {} as Services;
  const built = services as Record<string, unknown>;
  for (const [name, feature] of Object.entries(features)) built[name] = feature.createService(deps, services);
  return services;
};
