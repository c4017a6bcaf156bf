/** The default landing page after sign-in (spec 1 §2). */
const DEFAULT_LANDING = '/home';

/** The decoded values of a query string ("?a=1&b=x%20y"), without relying on DOM or Node globals. */
export const queryParams = (search: string): Map<string, string> => {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    if (!params.has(key)) params.set(key, at < 0 ? '' : decode(pair.slice(at + 1)));
  }
  return params;
};

/** Spec 1 §2: the onboarding journey passes the gate with brand plus personKey, or agreementKey, in the query. */
export const isOnboardingLetThrough = (search: string): boolean => {
  const query = queryParams(search);
  return (query.has('brand') && query.has('personKey')) || query.has('agreementKey');
};

/**
 * Only same-site paths may be used as a return address, so a crafted link cannot send a fresh sign-in
 * to another site ("//evil.example" and "/\evil.example" are protocol-relative in browsers).
 */
export const safeRedirectTarget = (raw: string | null | undefined, fallback = DEFAULT_LANDING): string => {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
};

/**
 * Where the gate sends a visitor who is not signed in: the yellow brand's sign-in when app=true,
 * otherwise the brand chooser. The original search string is kept and the original URL travels as
 * `redirect` (left out when it is just the default landing page).
 */
export const signedOutRedirect = (pathname: string, search: string): string => {
  const query = queryParams(search);
  const base = query.get('app') === 'true' ? '/aa/sign-in' : '/brand-select';
  const original = `${pathname}${search}`;
  const keepOriginal = !query.has('redirect') && original !== DEFAULT_LANDING && original !== '/';
  const next = [search.replace(/^\?/, ''), keepOriginal ? `redirect=${encodeURIComponent(original)}` : '']
    .filter(Boolean)
    .join('&');
  return next ? `${base}?${next}` : base;
};

export type GateDecision = { kind: 'checking' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The authentication gate's three states (spec 1 §2): checking, signed in, not signed in. */
export const gateDecision = (
  session: 'checking' | 'signedIn' | 'signedOut',
  location: { pathname: string; search: string },
): GateDecision => {
  if (isOnboardingLetThrough(location.search)) return { kind: 'allow' };
  if (session === 'checking') return { kind: 'checking' };
  if (session === 'signedIn') return { kind: 'allow' };
  return { kind: 'redirect', to: signedOutRedirect(location.pathname, location.search) };
};
