import type { LessonType } from '@portal/domain/learners';
import { productCategoryOf } from '@portal/domain/learners';
import type { PersonTitle } from '@portal/domain/people';
import { insertLearner, insertPendingAllocation } from './learner-writes.repository.ts';

export type BusinessLearner = {
  franchiseId: string;
  title: PersonTitle;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  emailAddress: string;
  mobileNumber: string | null;
  address: { line1: string; line2: string | null; town: string; county: string | null; postcode: string };
  lessonType: LessonType;
  ratePence: number;
  fromDate: string;
  ids?: { person: string; learner: string; allocation: string };
};

/**
 * The office side: the business sells lessons to a learner and allocates them to an instructor's franchise,
 * Pending until the instructor approves or rejects them (spec 3 §4). The seed and the tests call it.
 */
export const allocateBusinessLearner = (learner: BusinessLearner) => {
  const { franchiseId, address, lessonType, ratePence, fromDate, ids, ...person } = learner;
  return insertLearner({
    person,
    address,
    franchiseId,
    lessonType,
    productCategory: productCategoryOf(lessonType),
    ratePence,
    fromDate,
    sourcedBy: 'Business',
    status: 'Pending',
    ...(ids ? { ids } : {}),
  });
};

/**
 * The office offers a learner already on the books (turned down by another instructor) to another franchise:
 * a new Pending allocation, which that instructor approves or rejects as any other.
 */
export const reallocateBusinessLearner = (a: {
  learnerId: string;
  franchiseId: string;
  lessonType: LessonType;
  ratePence: number;
  fromDate: string;
}) => insertPendingAllocation({ ...a, productCategory: productCategoryOf(a.lessonType) });
