import type { AppDeps } from '../../app-deps.ts';
import { createDetailsService } from './details.service.ts';
import { createDocumentsService } from './documents.service.ts';

/** My details and documents: one service for the cards, the car's mileage and insurance, and the documents. */
export const createMyDetailsService = (deps: AppDeps) => ({
  ...createDetailsService(deps),
  ...createDocumentsService(deps),
});

export type MyDetailsService = ReturnType<typeof createMyDetailsService>;
