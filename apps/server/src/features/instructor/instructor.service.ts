import {
  type BrandCode,
  compareFranchises,
  heldBrands,
  type InstructorStatus,
  isDormant,
  type PriceFrequency,
  type PropositionType,
  type Transmission,
} from '@portal/domain/access';
import { type Money, toMoney } from '@portal/domain/money';
import type { ViewerFacts } from '../../access/viewer-facts.ts';
import type { AppDeps, Viewer } from '../../app-deps.ts';

export type PropositionView = {
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

/** The instructor as the portal shows them. */
export type InstructorView = {
  id: string;
  personId: string;
  adiNumber: string;
  firstName: string;
  lastName: string;
  fullName: string;
  mobileNumber: string | null;
  status: InstructorStatus;
  /** The franchise's free days left (spec 2 §2 Instructor, spec 4 §3). */
  franFreeDaysBalance: number;
  brands: BrandCode[];
  propositions: InstructorPropositionView[];
};

/**
 * What `Instructor` resolves from (the codegen mapper): its id, and its own fields when already read (a sign-in
 * result). Without them they are read once per request, and only when asked for: the calendar's
 * `instructor(id) { calendarEvents workingHours }` never reads the instructor row at all.
 */
export type InstructorParent = { id: string } & Partial<InstructorView>;

type FranchiseRow = ViewerFacts['franchises'][number];

export const toPropositionView = ({ franchise, proposition: p }: FranchiseRow): InstructorPropositionView => {
  return {
    id: franchise.id,
    fromDate: franchise.fromDate,
    toDate: franchise.toDate,
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

/** The instructor as the portal shows them (from the viewer's facts): dormant franchises hidden, brands from the rest. */
export const toInstructorView = (facts: ViewerFacts): InstructorView => {
  const { franchises, ...instructor } = facts;
  // visiblePropositions' rule, applied to the allocations so each keeps its dates.
  const propositions = franchises
    .filter((row) => !isDormant(row.proposition))
    .map(toPropositionView)
    .sort((a, b) => compareFranchises(a.proposition, b.proposition) || a.fromDate.localeCompare(b.fromDate));
  return {
    ...instructor,
    fullName: `${instructor.firstName} ${instructor.lastName}`,
    brands: heldBrands(propositions.map((v) => v.proposition)),
    propositions,
  };
};

/** The viewer's instructor: the facts every request reads once (cached per instance, evicted on change). */
export const createInstructorService = (deps: AppDeps) => ({
  getInstructor: async (viewer: Viewer): Promise<InstructorView | null> => {
    const facts = await deps.viewers.load(viewer.instructorId);
    return facts && toInstructorView(facts);
  },
});

export type InstructorService = ReturnType<typeof createInstructorService>;
