import { useState } from 'react';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/**
 * A react-hook-form resolver whose rules (and zod with them) load when the user starts on the form, not with the
 * page: the sign-in page stays within its bundle budget. The first call (the form's validity on mount) answers
 * "not valid yet" without them, which is right for a form that opens empty. Every later call (a change, an
 * autofill, a submit) loads the rules and validates for real; `preload` (on focus) starts the load sooner.
 */
export const useLazyResolver = <T extends FieldValues>(load: () => Promise<Resolver<T>>) => {
  const [lazy] = useState(() => {
    let loading: Promise<Resolver<T>> | null = null;
    let firstCall = true;
    const preload = () => {
      loading ??= load();
    };
    const resolver: Resolver<T> = async (values, context, options) => {
      if (firstCall && !loading) {
        firstCall = false;
        return { values: {}, errors: { root: { type: 'notLoaded', message: '' } } } as ResolverResult<T>;
      }
      preload();
      return (await loading!)(values, context, options);
    };
    return { resolver, preload };
  });
  return lazy;
};
