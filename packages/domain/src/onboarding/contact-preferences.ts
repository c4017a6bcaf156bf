/** Spec 4 §3's agreement `contactPreferences`: the ways the person agreed to be contacted for marketing. */
export const contactPreferences = ['EMAIL', 'SMS', 'PHONE', 'POST'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

export type MarketingChoices = { email: boolean; sms: boolean; phone: boolean; post: boolean };

/** The channels switched on in the communication choices, in the order of `contactPreferences`. */
export const contactPreferencesOf = (marketing: MarketingChoices): ContactPreference[] => {
  const on: Record<ContactPreference, boolean> = {
    EMAIL: marketing.email,
    SMS: marketing.sms,
    PHONE: marketing.phone,
    POST: marketing.post,
  };
  return contactPreferences.filter((channel) => on[channel]);
};
