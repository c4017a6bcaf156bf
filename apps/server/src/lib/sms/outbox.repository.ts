import { desc } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/sms.ts';
import { db } from '../../db/unit-of-work.ts';

export const insertOutboxText = async (toNumber: string, body: string, reference?: string): Promise<void> => {
  await db.insert(smsOutbox).values({ toNumber, body, reference: reference ?? null });
};

/** The newest texts first. */
export const findOutboxTexts = (limit = 50) =>
  db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
