import { safeRedirectTarget } from '@portal/domain/identity';

/** The part of the search string that travels through the sign-in steps: where to go afterwards. */
export const returnSearchOf = (search: string): string => {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
};

/** Where to go once signed in: the original URL, else the fallback. */
export const returnTargetOf = (search: string, fallback?: string): string =>
  safeRedirectTarget(new URLSearchParams(search).get('redirect'), fallback);
