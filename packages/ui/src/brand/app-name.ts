import { brands } from '@portal/domain/access';
import { createContext, useContext } from 'react';
import { useBrand } from './brand-provider.tsx';

/** The application's name where a page states it (the tab title): the office names itself; the portal is the brand's. */
export const AppNameContext = createContext<string | null>(null);

export const useAppName = (): string => {
  const brand = useBrand();
  return useContext(AppNameContext) ?? brands[brand].productName;
};
