import type { PropositionType } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  approveLearnerSchema,
  asNewLearnerFields,
  asUpdateLearnerFields,
  defaultLessonPricePence,
  type LessonType,
  type NewLearnerInput,
  newLearnerLessonTypes,
  newLearnerSchema,
  newLearnerMessages as nm,
  productCategoryOf,
  rejectLearnerSchema,
  toE164,
  type UpdateLearnerInput,
  updateLearnerSchema,
} from '@portal/domain/learners';
import { poundsToPence, toMoney } from '@portal/domain/money';
import { localDateOf } from '@portal/domain/time';
import { z } from 'zod';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AreasService } from '../areas/index.ts';
import { notFound } from './learner-records.service.ts';
import {
  approvePendingAllocations,
  countPendingLearners,
  findOwnFranchises,
  findPendingLearnerIds,
  insertLearner,
  isLearnerEmailInUse,
  rejectPendingAllocations,
  updateLearnerDetails,
} from './learner-writes.repository.ts';

/** The email check answers yes/no only, and a script gets a wall: 30 checks per 10 minutes per instructor. */
const EMAIL_CHECKS_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60 * 1000;
const ADDING_TYPES: readonly PropositionType[] = ['Full', 'PartnerLite', 'Trainee'];

const emailInput = z.object({ emailAddress: z.string().trim().min(1, nm.emailRequired).max(254) });

/** What the learners feature needs of the areas feature: the instructor's own price in a franchise. */
export type AreaPrices = Pick<AreasService, 'priceFor'>;

/**
 * What the learners feature tells the office's allocation queue (features/allocation provides it): the
 * instructor's answer to a learner the office offered, in the answer's transaction. Declared here, not imported,
 * so the two features do not import each other.
 */
export type LearnerAnswers = {
  learnerAnswered: (answer: {
    learnerId: string;
    instructorId: string;
    outcome: 'Accepted' | 'Rejected';
    reason: string | null;
  }) => Promise<Announce | null>;
};

/** Tells whoever watches that the answer is in: called once the answer's transaction has committed. */
type Announce = () => Promise<void>;

const announced = async (announce: Announce | null) => {
  if (announce) await announce().catch(() => undefined);
};

type AdmissionNeeds = { areas: AreaPrices; allocation: LearnerAnswers };

/**
 * The instructor's price per hour for a lesson type, in pence: their price for its product category in the
 * franchise's area (issue 15), or the documented default per category when they have no area there yet. The
 * one place the new-learner rate and the hourly-rate bound come from.
 */
export const lessonPriceFor = async (
  areas: AreaPrices,
  viewer: Viewer,
  franchiseId: string,
  lessonType: LessonType,
): Promise<number> => {
  const category = productCategoryOf(lessonType);
  const price = await areas.priceFor(viewer, franchiseId, category);
  return price?.recommended ?? defaultLessonPricePence[category];
};

/** Approval, new self-sourced learners and the learner details form. */
export const createLearnerAdmissionService = (deps: AppDeps, services: AdmissionNeeds) => {
  const today = () => localDateOf(deps.clock.now());
  const addingFranchises = async (viewer: Viewer) =>
    (await findOwnFranchises(viewer.instructorId, today())).filter((f) => ADDING_TYPES.includes(f.type));
  const priceFor = (viewer: Viewer, franchiseId: string, lessonType: LessonType) =>
    lessonPriceFor(services.areas, viewer, franchiseId, lessonType);

  return {
    lessonPriceFor: priceFor,

    learnerLessonPrices: async (viewer: Viewer, franchiseId?: string | null) => {
      const franchises = await findOwnFranchises(viewer.instructorId, today());
      const franchise = franchiseId ? franchises.find((f) => f.id === franchiseId) : franchises[0];
      if (!franchise) throw notFound();
      return Promise.all(
        newLearnerLessonTypes.map(async (lessonType) => ({
          lessonType,
          price: toMoney(await priceFor(viewer, franchise.id, lessonType)),
        })),
      );
    },

    /** Accepts a pending learner: the allocation becomes Approved. Anything but the viewer's pending learner is not found. */
    approveLearner: async (viewer: Viewer, raw: { learnerId: string; instructorId: string }) => {
      const input = parseCommand(approveLearnerSchema, raw);
      if (input.instructorId !== viewer.instructorId || !isUuid(input.learnerId)) throw notFound();
      const announce = await inTransaction(async () => {
        if (!(await approvePendingAllocations(viewer.instructorId, input.learnerId))) throw notFound();
        return services.allocation.learnerAnswered({ ...input, outcome: 'Accepted', reason: null });
      });
      await announced(announce);
      return input.learnerId;
    },

    rejectLearner: async (
      viewer: Viewer,
      raw: { learnerId: string; instructorId: string; rejectionReason: string },
    ) => {
      const input = parseCommand(rejectLearnerSchema, raw);
      if (input.instructorId !== viewer.instructorId || !isUuid(input.learnerId)) throw notFound();
      const { instructorId, learnerId, rejectionReason: reason } = input;
      const announce = await inTransaction(async () => {
        if (!(await rejectPendingAllocations(instructorId, learnerId, reason, deps.clock.now()))) throw notFound();
        return services.allocation.learnerAnswered({ instructorId, learnerId, outcome: 'Rejected', reason });
      });
      await announced(announce);
      return input.learnerId;
    },

    /** The learners among `ids` waiting for the instructor's approval (one query). */
    getPendingLearnerIds: async (viewer: Viewer, ids: readonly string[]): Promise<Set<string>> => {
      const wanted = [...new Set(ids)].filter(isUuid);
      return new Set(wanted.length ? await findPendingLearnerIds(viewer.instructorId, wanted) : []);
    },

    /** Learners waiting for the instructor's approval (home's reminder). */
    countPendingApprovals: (viewer: Viewer): Promise<number> => countPendingLearners(viewer.instructorId),

    emailExists: async (viewer: Viewer, emailAddress: string) => {
      const input = parseCommand(emailInput, { emailAddress });
      const { allowed } = await deps.rateLimiter.hit(
        `learner-email:${viewer.instructorId}`,
        EMAIL_CHECKS_PER_WINDOW,
        WINDOW_MS,
      );
      if (!allowed)
        throw new DomainError('TOO_MANY_REQUESTS', 'Too many checks: please wait a few minutes and try again.');
      return isLearnerEmailInUse(input.emailAddress);
    },

    createSelfSourcedLearner: async (
      viewer: Viewer,
      raw: NewLearnerInput & { instructorId: string; lineItemId?: string | null },
    ) => {
      if (raw.instructorId !== viewer.instructorId) throw notFound();
      const franchises = await addingFranchises(viewer);
      const franchiseId = raw.lineItemId ?? raw.franchiseId ?? (franchises.length === 1 ? franchises[0]!.id : null);
      const franchise = franchises.find((f) => f.id === franchiseId);
      if (franchiseId && !franchise) throw notFound();
      const prices = new Map(
        await Promise.all(
          newLearnerLessonTypes.map(async (t) => [t, franchise ? await priceFor(viewer, franchise.id, t) : 0] as const),
        ),
      );
      const schema = newLearnerSchema({
        now: deps.clock.now(),
        priceFor: (lessonType) => prices.get(lessonType as (typeof newLearnerLessonTypes)[number]) ?? 0,
        franchiseRequired: franchises.length > 1,
      });
      const input = parseCommand(schema, asNewLearnerFields({ ...raw, franchiseId }));
      if (!franchise) throw new DomainError('INVALID_INPUT', nm.franchise, { field: 'franchiseId' });
      if (await isLearnerEmailInUse(input.emailAddress)) {
        throw new DomainError('EMAIL_IN_USE', nm.emailInUse, { field: 'emailAddress' });
      }
      const address = input.address!;
      return insertLearner({
        person: {
          title: input.title,
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          emailAddress: input.emailAddress,
          mobileNumber: input.phoneNumber ? toE164(input.phoneNumber) : null,
        },
        address: { ...address, postcode: input.pickupPostcode },
        franchiseId: franchise.id,
        lessonType: input.lessonType,
        productCategory: productCategoryOf(input.lessonType),
        ratePence: poundsToPence(input.hourlyRate) ?? 0,
        fromDate: today(),
        sourcedBy: 'Instructor',
        status: 'Approved',
      });
    },

    updateLearner: async (viewer: Viewer, raw: UpdateLearnerInput) => {
      const input = parseCommand(updateLearnerSchema, asUpdateLearnerFields(raw));
      if (!isUuid(input.id)) throw notFound();
      const updated = await updateLearnerDetails(viewer.instructorId, input.id, {
        title: input.title,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: toE164(input.contactMobile),
        emailAddress: input.contactEmail,
        dateOfBirth: input.dateOfBirth,
        line1: input.addressLine1,
        line2: input.addressLine2,
        town: input.addressTown,
        postcode: input.addressPostcode,
      });
      if (!updated) throw notFound();
      return input.id;
    },
  };
};
