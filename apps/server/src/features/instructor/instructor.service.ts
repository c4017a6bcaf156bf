import {
  type BrandCode,
  compareFranchises,
  heldBrands,
  type InstructorStatus,
  isDormant,
  type PropositionType,
  type Transmission,
} from '@portal/domain/access';
import { type Money, toMoney } from '@portal/domain/money';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { findInstructor, findInstructorPropositions } from './instructor.repository.ts';

type PriceFrequency = 'OneTime' | 'Daily' | 'Weekly' | 'Monthly';

type PropositionView = {
  id: string;
  name: string;
  description: string | null;
  type: PropositionType;
  brand: BrandCode;
  transmission: Transmission;
  price: { includingVAT: Money; excludingVAT: Money; frequency: PriceFrequency };
};

type InstructorPropositionView = {
  id: string;
  fromDate: string;
  toDate: string | null;
  proposition: PropositionView;
};

/** What `Instructor` resolves from (the codegen mapper); later features resolve their fields from `id`. */
export type InstructorView = {
  id: string;
  personId: string;
  adiNumber: string;
  firstName: string;
  lastName: string;
  fullName: string;
  mobileNumber: string | null;
  status: InstructorStatus;
  brands: BrandCode[];
  propositions: InstructorPropositionView[];
};

type PropositionRow = Awaited<ReturnType<typeof findInstructorPropositions>>[number];

const toPropositionView = (row: PropositionRow): InstructorPropositionView => {
  const p = row.proposition;
  return {
    id: row.id,
    fromDate: row.fromDate,
    toDate: row.toDate,
    proposition: {
      id: p.id,
      name: p.name,
      description: p.description,
      type: p.type,
      brand: p.brand,
      transmission: p.transmission,
      price: {
        includingVAT: toMoney(p.priceIncludingVatPence),
        excludingVAT: toMoney(p.priceExcludingVatPence),
        frequency: p.priceFrequency,
      },
    },
  };
};

/** The instructor as the portal shows them: dormant franchises hidden, brands from what is left. */
export const getInstructor = async (deps: AppDeps, instructorId: string): Promise<InstructorView | null> => {
  const [instructor, rows] = await Promise.all([
    findInstructor(deps.db, instructorId),
    findInstructorPropositions(deps.db, instructorId),
  ]);
  if (!instructor) return null;
  // visiblePropositions' rule, applied to the allocations so each keeps its dates.
  const propositions = rows
    .filter((row) => !isDormant(row.proposition))
    .map(toPropositionView)
    .sort((a, b) => compareFranchises(a.proposition, b.proposition) || a.fromDate.localeCompare(b.fromDate));
  return {
    ...instructor,
    status: instructor.status,
    fullName: `${instructor.firstName} ${instructor.lastName}`,
    brands: heldBrands(propositions.map((v) => v.proposition)),
    propositions,
  };
};

export const createInstructorService = (deps: AppDeps) => ({
  getInstructor: (viewer: Viewer) => getInstructor(deps, viewer.instructorId),
});
