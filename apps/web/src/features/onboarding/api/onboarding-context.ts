import { useMemo } from 'react';

/** The journey's calls carry the verification token; the CSRF header is repeated as these options replace the client's. */
export const useOnboardingContext = (token: string | null) =>
  useMemo(
    () => ({
      fetchOptions: {
        credentials: 'same-origin' as const,
        headers: { 'x-portal-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
    }),
    [token],
  );
