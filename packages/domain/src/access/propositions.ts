import { type BrandCode, brandLabel } from './brand.ts';

export const propositionTypes = ['Full', 'PartnerLite', 'Solo', 'Trainee', 'ThirdParty', 'Dit', 'Motability'] as const;
export type PropositionType = (typeof propositionTypes)[number];
export const transmissions = ['Manual', 'Automatic'] as const;
export type Transmission = (typeof transmissions)[number];
export const instructorStatuses = ['Active', 'Inactive', 'Deleted', 'Lead', 'Pending'] as const;
export type InstructorStatus = (typeof instructorStatuses)[number];
/** How often a franchise's price is charged. */
export const priceFrequencies = ['OneTime', 'Daily', 'Weekly', 'Monthly'] as const;
export type PriceFrequency = (typeof priceFrequencies)[number];

/** The part of a franchise that the access rules look at. */
export type PropositionLike = {
  name: string;
  type: PropositionType;
  brand: BrandCode;
  transmission?: Transmission;
};

/** Dormant propositions (names starting "dormant") are hidden everywhere. */
export const isDormant = (p: Pick<PropositionLike, 'name'>): boolean => /^dormant/i.test(p.name.trim());

export const visiblePropositions = <P extends Pick<PropositionLike, 'name'>>(list: readonly P[]): P[] =>
  list.filter((p) => !isDormant(p));

const typeOrder: Record<PropositionType, number> = {
  Full: 1,
  Dit: 2,
  Motability: 3,
  Trainee: 4,
  ThirdParty: 5,
  PartnerLite: 6,
  Solo: 7,
};

/** Franchise tab order: by type, then AA before BSM, then Manual before Automatic. */
export const compareFranchises = (a: PropositionLike, b: PropositionLike): number =>
  typeOrder[a.type] - typeOrder[b.type] ||
  (a.brand === b.brand ? 0 : a.brand === 'AADS' ? -1 : 1) ||
  (a.transmission === b.transmission ? 0 : a.transmission === 'Manual' ? -1 : 1);

/** Tab label by franchise type: Learners, DIT or Motability; brand prefix when several brands are held. */
export const franchiseTabLabel = (p: PropositionLike, holdsSeveralBrands: boolean): string => {
  const base = p.type === 'Dit' ? 'DIT' : p.type === 'Motability' ? 'Motability' : 'Learners';
  if (!holdsSeveralBrands || p.type === 'Dit') return base;
  return `${brandLabel(p.brand)} ${base}`;
};

export const heldBrands = (list: readonly PropositionLike[]): BrandCode[] =>
  [...new Set(visiblePropositions(list).map((p) => p.brand))].sort();
