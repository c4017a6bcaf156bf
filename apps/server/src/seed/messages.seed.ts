import { createMessagesService, sendAgentMessage } from '../features/messages/index.ts';
import { createMemoryPubSub } from '../lib/pubsub/memory-pubsub.ts';
import { instructorIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

type Line = {
  daysAgo: number;
  /** UK-ish wall clock; exactness does not matter for a demo. */
  at: string;
  /** Who says it: the instructor, or an agent of the office. */
  by: 'me' | 'priya' | 'tom';
  body: string;
  service?: boolean;
};

const agents = {
  priya: { agentCode: 2001, agentName: 'Priya (Instructor Support)' },
  tom: { agentCode: 2002, agentName: 'Tom (Learner Allocations)' },
} as const;

/** A few weeks with the office: allocations, a badge renewal (a service message), a diary question. */
const weeks: Line[] = [
  {
    daysAgo: 24,
    at: '09:12',
    by: 'priya',
    body: 'Welcome to the message centre! You can reach Instructor Support here any time.',
  },
  { daysAgo: 24, at: '09:40', by: 'me', body: 'Thanks Priya. Is this the best place to ask about new learners?' },
  { daysAgo: 24, at: '10:05', by: 'priya', body: 'Yes, it is. Tom in Allocations reads these too.' },
  {
    daysAgo: 22,
    at: '14:31',
    by: 'tom',
    body: 'We have two learners in LS6 looking for weekday mornings. Interested?',
  },
  { daysAgo: 22, at: '15:02', by: 'me', body: 'Yes please, Tuesdays and Thursdays work best.' },
  { daysAgo: 22, at: '15:20', by: 'tom', body: 'Great, they will show in your pending learners shortly.' },
  { daysAgo: 20, at: '08:15', by: 'me', body: 'Got them, thank you. One has asked about an automatic car.' },
  { daysAgo: 20, at: '08:47', by: 'tom', body: 'Noted. We will look for an automatic instructor nearby for that one.' },
  {
    daysAgo: 18,
    at: '11:00',
    by: 'priya',
    body: 'Your ADI badge expires next month. Please upload the renewed badge in Documents when you have it.',
    service: true,
  },
  { daysAgo: 18, at: '12:34', by: 'me', body: 'Will do, the DVSA says it is in the post.' },
  { daysAgo: 15, at: '17:45', by: 'me', body: 'Badge uploaded today.' },
  { daysAgo: 15, at: '18:02', by: 'priya', body: 'Thanks, approved. Nothing else needed.' },
  {
    daysAgo: 13,
    at: '09:30',
    by: 'me',
    body: 'Could you check my hourly rate for Pass Plus? The portal shows the old one.',
  },
  {
    daysAgo: 13,
    at: '10:10',
    by: 'priya',
    body: 'It was updated on Monday. Refresh the page and it should show £38.50.',
  },
  { daysAgo: 13, at: '10:14', by: 'me', body: 'Perfect, it does now.' },
  {
    daysAgo: 10,
    at: '16:20',
    by: 'tom',
    body: 'A learner in LS7 has a test booked in 12 days and needs lessons. Can you help?',
  },
  { daysAgo: 10, at: '16:41', by: 'me', body: 'I can fit in four lessons before then.' },
  { daysAgo: 10, at: '16:50', by: 'tom', body: 'Brilliant, allocated to you. Their details are in Learners.' },
  {
    daysAgo: 7,
    at: '08:05',
    by: 'me',
    body: 'My car is in for a service on Friday. Should I add time off in the calendar?',
  },
  { daysAgo: 7, at: '08:30', by: 'priya', body: 'Yes, an unavailable slot is best, so no lessons are booked then.' },
  {
    daysAgo: 5,
    at: '13:15',
    by: 'priya',
    body: 'Reminder: the franchise fee moves to the 1st of the month from next month.',
  },
  { daysAgo: 5, at: '13:40', by: 'me', body: 'Understood, thanks for letting me know.' },
  { daysAgo: 2, at: '10:00', by: 'tom', body: 'Your learner passed their test yesterday. Congratulations!' },
  { daysAgo: 2, at: '10:22', by: 'me', body: 'So pleased for them!' },
  {
    daysAgo: 1,
    at: '09:05',
    by: 'priya',
    body: 'Please confirm your insurance details in My details before the end of the week.',
    service: true,
  },
];

const short: Line[] = [
  { daysAgo: 12, at: '09:00', by: 'priya', body: 'Welcome to the message centre, Emma.' },
  { daysAgo: 12, at: '09:30', by: 'me', body: 'Hello! Are there any learners near Didsbury at the moment?' },
  { daysAgo: 11, at: '11:15', by: 'tom', body: 'Two in M20 this week. We will send them over.' },
  { daysAgo: 6, at: '15:00', by: 'me', body: 'Thanks, both booked in.' },
  {
    daysAgo: 3,
    at: '10:30',
    by: 'priya',
    body: 'Your DBS check is due for renewal. Please upload it in Documents.',
    service: true,
  },
];

const instantOf = (now: Date, line: Line) => {
  const [hours, minutes] = line.at.split(':').map(Number);
  const day = new Date(now.getTime() - line.daysAgo * 86_400_000);
  day.setUTCHours(hours!, minutes!, 0, 0);
  return day;
};

/** Conversations for Daniel (100001) and Emma (100002), through the same service calls the portal and office use. */
export const seedMessages = async (): Promise<void> => {
  const now = new Date();
  const conversations = [
    { adi: '100001', lines: weeks, readUpTo: 2 },
    { adi: '100002', lines: short, readUpTo: 4 },
  ];
  // Seeding tells no open page about its messages.
  const nobodyListening = createMemoryPubSub();
  for (const { adi, lines, readUpTo } of conversations) {
    const instructorId = instructorIdFor(adi);
    for (const [index, line] of lines.entries()) {
      const at = instantOf(now, line);
      const deps = { pubsub: nobodyListening, clock: { now: () => at } };
      if (line.by === 'me') {
        const clientKey = seedId(`message:${adi}:${index}`);
        await createMessagesService(deps).sendMessage({ instructorId }, { instructorId, body: line.body, clientKey });
      } else {
        await sendAgentMessage(deps, {
          instructorId,
          ...agents[line.by],
          body: line.body,
          serviceMessage: line.service,
        });
      }
      // Everything but the last few days has been read.
      if (line.daysAgo > readUpTo) await createMessagesService(deps).markMessagesRead({ instructorId });
    }
  }
};
