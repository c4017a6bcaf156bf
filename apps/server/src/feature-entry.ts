import type { StaffViewer } from '@portal/domain/office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureAccess } from './access/feature-access.ts';
import type { OfficeFeatureAccess } from './access/office-access.ts';
import type { AppDeps } from './app-deps.ts';
import type { Resolvers } from './generated/graphql.ts';
import type { Resolvers as OfficeResolvers } from './generated/office-graphql.ts';
import type { PeriodicJob } from './lib/periodic-job.ts';

/**
 * What a feature's parts are given: the app's parts and the services it names (`S`: its own and those of the
 * features it uses, e.g. `{ calendar: CalendarService; learners: LearnersService }`). Every service is read when
 * called, so the order features are built in does not matter.
 */
export type FeatureWiring<S> = { deps: AppDeps; services: S };

/**
 * Everything a feature adds to the app, declared once in its index.ts; app.ts registers what every feature
 * declares and knows none by name.
 */
export type FeatureEntry<S, Service> = {
  /** Its use cases, `services.<name>`: each runs in the caller's unit of work, or one of its own. */
  createService: (deps: AppDeps, services: S) => Service;
  /** Its resolvers for the GraphQL schema (its `.graphql` files): thin, each calls a service. */
  resolvers?: (wiring: FeatureWiring<S>) => Resolvers;
  /** Who may use each field it adds to the schema (see access/feature-access.ts). */
  access: FeatureAccess;
  /** HTTP routes and request hooks of its own (uploads, downloads, streams, pages). */
  routes?: (app: FastifyInstance, wiring: FeatureWiring<S>) => void | Promise<void>;
  /** Background work every instance runs while the app runs (each run in a unit of work of its own). */
  jobs?: (wiring: FeatureWiring<S>) => PeriodicJob[];
  /** What it adds to the office's door (/office/graphql): its `*.office.graphql` resolvers and their rules. */
  office?: OfficePart<S>;
};

/** A feature's part of the office: resolvers, who may use them, and (the staff feature) who is asking. */
export type OfficePart<S> = {
  resolvers?: (wiring: FeatureWiring<S>) => OfficeResolvers;
  access: OfficeFeatureAccess;
  /** The signed-in staff member behind a request; exactly one feature declares it. */
  viewer?: (wiring: FeatureWiring<S>) => (request: FastifyRequest) => Promise<StaffViewer | null>;
};

/**
 * Declares a feature's entry with its types checked: `S` names the services its parts use (its own and others'),
 * e.g. `defineFeature<{ calendar: CalendarService; learners: LearnersService }>()({ ... })`. services.ts checks
 * at compile time that each is the service the feature of that name provides.
 */
export const defineFeature =
  <S>() =>
  <Service>(entry: FeatureEntry<S, Service>): FeatureEntry<S, Service> =>
    entry;
