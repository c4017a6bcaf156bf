import { type BrandSlug, primaryBrandSlug } from '@portal/domain/access';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MeDocument } from '../../gql/graphql.ts';
import { rememberedBrand } from '../remembered-brand.ts';

/**
 * The brand a page outside the signed-in shell wears (the error pages): the signed-in instructor's, as the
 * shell picks it, whatever sign-in screen was visited last; without a session (or until it is known, or when
 * the server cannot say) the brand last used on this device.
 */
export const useSignedInBrand = (): BrandSlug => {
  // The same query and context as the auth gate's session check, so one cached answer serves both.
  const context = useMemo(() => ({ additionalTypenames: ['Instructor', 'LoginResult'] }), []);
  const [{ data }] = useQuery({ query: MeDocument, context });
  return data?.me ? primaryBrandSlug(data.me.brands) : rememberedBrand();
};
