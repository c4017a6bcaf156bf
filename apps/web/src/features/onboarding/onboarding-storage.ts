import type { BrandSlug } from '@portal/domain/access';

/** What verification stores in the browser for the journey (spec 1 §4): the token and the brand, per agreement. */
const PREFIX = 'onboarding:';

type Stored = { token: string; brand: BrandSlug };

export const saveOnboardingToken = (agreementKey: string, stored: Stored) => {
  try {
    localStorage.setItem(`${PREFIX}${agreementKey}`, JSON.stringify(stored));
  } catch {
    // Private mode without storage: the journey then asks to verify again on reload.
  }
};

export const readOnboardingToken = (agreementKey: string): Stored | null => {
  try {
    const text = localStorage.getItem(`${PREFIX}${agreementKey}`);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    return null;
  }
};

export const forgetOnboardingToken = (agreementKey: string) => {
  try {
    localStorage.removeItem(`${PREFIX}${agreementKey}`);
  } catch {
    // nothing stored
  }
};

/** The result page clears whatever the journey stored. */
export const forgetAllOnboarding = () => {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
};
