/** The titles a person may give. */
export const personTitles = ['Dr', 'Master', 'Mr', 'Miss', 'Mrs', 'Ms', 'Mx'] as const;
export type PersonTitle = (typeof personTitles)[number];
