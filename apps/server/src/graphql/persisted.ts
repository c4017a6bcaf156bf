import type { PersistedQueryProvider } from 'mercurius';
import persisted from '../generated/persisted-documents.json' with { type: 'json' };

type PersistedBody = { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };

/** Operations the web app was built with, hash -> document (written by `npm run codegen`). */
export const loadPersistedDocuments = (): Record<string, string> => persisted as Record<string, string>;

const hashOf = (request: unknown): string => (request as PersistedBody).extensions?.persistedQuery?.sha256Hash ?? '';

/**
 * The web sends `extensions.persistedQuery.sha256Hash` instead of the query text. With `onlyPersisted`
 * every request must be one the web app was built with; otherwise raw queries are accepted too (tests, tools).
 */
export const persistedQueryProvider = (
  documents: Record<string, string>,
  onlyPersisted: boolean,
): PersistedQueryProvider => ({
  isPersistedQuery: (request) => onlyPersisted || (!request.query && hashOf(request) !== ''),
  isPersistedQueryRetry: () => false,
  getHash: hashOf,
  getQueryFromHash: async (hash) => documents[hash],
  notFoundError: 'PersistedQueryNotFound',
  notSupportedError: 'PersistedQueryNotSupported',
});
