import { bookingMessages } from '@portal/domain/calendar';
import type { ProductCategory } from '@portal/domain/learners';
import type { Database } from '../../db/client.ts';
import { consumeHours } from '../learners/learners.repository.ts';
import type { BookingLearner } from './booking-learner.ts';
import { badInput } from './calendar.common.ts';

export type Payment = { paid: boolean; paidHours: number; productCategory: ProductCategory };

/**
 * Takes a lesson's hours from the learner's balance when it covers them. Without them, a self-sourced
 * learner books unpaid; anyone else (sold by the business) cannot book: 'Insufficient hours'.
 */
export const payFromBalance = async (db: Database, learner: BookingLearner, hours: number): Promise<Payment> => {
  const productCategory = learner.allocation.productCategory;
  const paid = await consumeHours(db, learner.view.id, productCategory, hours);
  if (!paid && learner.view.sourcedBy !== 'Instructor') throw badInput(bookingMessages.insufficientHours);
  return { paid, paidHours: paid ? hours : 0, productCategory };
};
