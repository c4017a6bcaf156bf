import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { Client } from 'urql';
import { ME_CONTEXT } from '../features/auth/api/use-me.ts';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { MeDocument } from '../gql/graphql.ts';
import type { LazyPage } from '../lib/lazy-page.tsx';
import { routes } from './routes.tsx';

/** The longest the first screen waits for its code and session before it draws anyway (its own loading states). */
const AT_MOST_MS = 8_000;

/**
 * What the first screen of `pathname` needs, asked for all at once rather than one after the other: the code of
 * every lazily loaded route on its path (the signed-in shell and the page) and, behind the auth gate, the session
 * (`me`, into the client's cache, where the gate finds it). Without this the page's code was asked for only once
 * the session had come back and the shell's code had loaded after it, each a round trip on a phone's network.
 * Resolves when all of it is in, or has failed (the app then shows its own loading or error screens), or after
 * AT_MOST_MS; until then index.html's own first screen stays on view.
 */
export const prepareFirstScreen = (client: Client, pathname: string): Promise<unknown> => {
  const work = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    if (type === AuthGate) {
      return client.query(MeDocument, {}, ME_CONTEXT).toPromise();
    }
    return (type as Partial<LazyPage<object>> | undefined)?.preload?.();
  });
  return Promise.race([Promise.allSettled(work), new Promise((resolve) => setTimeout(resolve, AT_MOST_MS))]);
};
