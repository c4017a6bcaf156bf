import { isStopReply, reminderText } from '@portal/domain/learners';
import { endOfLocalDay, startOfLocalDay } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { newSecretLink } from '../../http/secret-link.ts';
import type { SmsInbound } from '../../lib/sms/sms-webhook.ts';
import { latestUkSlot } from '../../lib/uk-schedule.ts';
import { isUuid } from '../../lib/uuid.ts';
import { insertLink } from './learner-page.repository.ts';
import { learnerPageUrl, openLinkToken, sealLinkToken } from './learner-page.service.ts';
import {
  claimReminder,
  type DueReminder,
  findDueReminders,
  findLessonReminder,
  optOutByMobile,
  updateReminderDelivery,
} from './reminders.repository.ts';

/** The day-before reminder goes at 18:00 UK time. */
export const REMINDER_TIME = { hour: 18, minute: 0 } as const;

export type LessonReminderView = { status: 'Sent' | 'Delivered' | 'Failed'; sentAt: Date; deliveredAt: Date | null };

/**
 * Lesson reminders: each minute, the lessons of the day after the latest 18:00 (UK) that have not started, for
 * learners who opted in; one text per lesson start, whichever instance gets there first.
 */
export const createRemindersService = (deps: AppDeps) => {
  /** The learner's live link's token, or a fresh link made in this transaction (a reminder always carries one). */
  const pageTokenFor = async (due: DueReminder, now: Date): Promise<string> => {
    const opened = due.link ? openLinkToken(deps, due.link.id, due.link.sealed) : null;
    if (opened) return opened;
    const link = newSecretLink();
    const id = crypto.randomUUID();
    await insertLink({
      id,
      learnerId: due.learnerId,
      instructorId: due.instructorId,
      tokenHash: link.tokenHash,
      tokenSealed: sealLinkToken(deps, id, link.token),
      createdAt: now,
    });
    return link.token;
  };

  const sendOne = (due: DueReminder, now: Date) =>
    inTransaction(async () => {
      const id = crypto.randomUUID();
      const startAt = new Date(due.startAt);
      const claimed = await claimReminder({
        id,
        calendarItemId: due.calendarItemId,
        lessonStartAt: startAt,
        kind: 'DayBefore',
        learnerId: due.learnerId,
        instructorId: due.instructorId,
        toNumber: due.mobile,
        sentAt: now,
      });
      if (!claimed) return false;
      const token = await pageTokenFor(due, now);
      const body = reminderText({
        startAt,
        pickupPostcode: due.pickupPostcode,
        instructorName: due.instructorName,
        pageUrl: learnerPageUrl(deps, token),
      });
      // Inside the claim's transaction: a failed send undoes the claim and the next run tries again.
      await deps.sms.send({ to: due.mobile, body, reference: id });
      return true;
    });

  return {
    /** One run of the reminder job as at `now`: how many texts it sent. */
    sendDueReminders: async (now: Date = deps.clock.now()): Promise<{ sent: number; failed: number }> => {
      const slot = latestUkSlot(now, REMINDER_TIME);
      const dayAfter = new Date(startOfLocalDay(slot).getTime() + 36 * 3_600_000);
      const from = new Date(Math.max(startOfLocalDay(dayAfter).getTime(), now.getTime()));
      const to = new Date(endOfLocalDay(dayAfter).getTime() + 1);
      let sent = 0;
      let failed = 0;
      for (const due of await findDueReminders(from, to, 'DayBefore')) {
        try {
          if (await sendOne(due, now)) sent += 1;
        } catch {
          failed += 1; // left for the next run: the claim was undone with its transaction
        }
      }
      return { sent, failed };
    },

    /** The SMS provider's delivery report or a learner's reply (STOP opts out). */
    handleSmsInbound: async (event: SmsInbound): Promise<void> => {
      if (event.type === 'delivery') {
        await updateReminderDelivery(event.reference, event.status === 'delivered', deps.clock.now());
      } else if (isStopReply(event.body)) {
        await optOutByMobile(event.from);
      }
    },

    /** Whether the lesson's reminder (at its current time) went and was delivered; null if none. */
    getLessonReminder: async (viewer: Viewer, lessonId: string): Promise<LessonReminderView | null> =>
      isUuid(lessonId) ? findLessonReminder(viewer.instructorId, lessonId) : null,
  };
};

export type RemindersService = ReturnType<typeof createRemindersService>;
