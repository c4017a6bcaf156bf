import { brandLabel } from '@portal/domain/access';
import type { BrandCode, PropositionType } from '../../../gql/graphql.ts';

const typeLabels: Record<PropositionType, string> = {
  Full: 'Full',
  PartnerLite: 'Partner Lite',
  Solo: 'Solo',
  Trainee: 'Trainee',
  ThirdParty: 'Third party',
  Dit: 'DIT',
  Motability: 'Motability',
};

export const propositionTypeLabel = (type: PropositionType) => typeLabels[type];

/** "AA Full", "BSM DIT": a franchise in a line. */
export const franchiseLabel = (f: { brand: BrandCode; type: PropositionType }) =>
  `${brandLabel(f.brand)} ${typeLabels[f.type]}`;

export const propositionTypes = Object.keys(typeLabels) as PropositionType[];
