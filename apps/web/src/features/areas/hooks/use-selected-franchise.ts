import { useCallback, useState } from 'react';

const KEY = 'portal.areas.franchise';

const read = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/**
 * The franchise the areas pages work on (spec 3 §2.7: choosing a tab selects it; the add page needs one). Kept
 * for this tab's session, so the add page and a reload know it.
 */
export const useSelectedFranchise = () => {
  const [franchiseId, setState] = useState<string | null>(read);
  const select = useCallback((id: string) => {
    try {
      sessionStorage.setItem(KEY, id);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    setState(id);
  }, []);
  return [franchiseId, select] as const;
};
