import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { ProductCategory } from '@portal/domain/learners';
import type { BookingLearner } from './booking-learner.ts';
import type { CalendarDeps, Viewer } from './calendar.common.ts';

export type Payment = { paid: boolean; paidHours: number; productCategory: ProductCategory };

/**
 * Takes a lesson's hours from the learner's balance when it covers them. Without them, a self-sourced
 * learner books unpaid; anyone else (sold by the business) cannot book: 'Insufficient hours'.
 */
export const payFromBalance = async (
  deps: CalendarDeps,
  viewer: Viewer,
  learner: BookingLearner,
  hours: number,
): Promise<Payment> => {
  const productCategory = learner.allocation.productCategory;
  const paid = await deps.learners.consumeHours(viewer, {
    learnerId: learner.view.id,
    category: productCategory,
    hours,
  });
  if (!paid && learner.view.sourcedBy !== 'Instructor')
    throw new DomainError('INSUFFICIENT_HOURS', bookingMessages.insufficientHours);
  return { paid, paidHours: paid ? hours : 0, productCategory };
};
