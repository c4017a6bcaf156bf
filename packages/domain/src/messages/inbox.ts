import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import { messageBodySchema } from './commands.ts';

/**
 * The office's chat inbox (issue 25 §1): every instructor's conversation, the ones waiting longest first; an
 * agent's reply, assignment, service messages, canned replies and the "is replying" signal.
 */

/** Where the office hears the inbox live (server-sent events, the staff session cookie). */
export const INBOX_EVENTS_PATH = '/office/api/messages/events';

/** How long "Priya is replying" shows after the last keystroke heard (the typist repeats it while typing). */
export const TYPING_SHOWN_MS = 6000;

/** How often a typing agent tells the others (at most). */
export const TYPING_REPEAT_MS = 2500;

/** The inbox's page. */
export const INBOX_PAGE_SIZE = 50;
export const MAX_INBOX_PAGE = 100;

/** The agent code of a reply from the office console (spec 4 §3: any code but 1 is an agent). */
export const OFFICE_AGENT_CODE = 2000;

export const inboxMessages = {
  title: 'Chat inbox',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  notAgentMessage: "Only the office's own messages can be service messages",
  assigneeNotSupport: 'Assign to a Support member who sees this instructor',
  searchTooLong: 'Search for at most 100 characters',
  noConversations: 'No conversations match',
  /** "1 conversation", "12 conversations", or "100+ conversations" when more follow the page (never counted). */
  conversationCount: (shown: number, more: boolean) =>
    `${shown}${more ? '+' : ''} conversation${shown === 1 && !more ? '' : 's'}`,
  moreConversations: (shown: number) => `Showing the first ${shown}: search or filter to find the others.`,
  waitingFor: (waited: string) => `Waiting ${waited}`,
  answered: 'Answered',
  replying: (name: string) => `${name} is replying`,
  replyLabel: 'Reply',
  send: 'Send',
  serviceMessage: 'Service message',
  serviceMessageHelp: 'Shows on the instructor’s home page as a reminder until they read it',
  assignedTo: (name: string) => `Assigned to ${name}`,
  unassigned: 'Unassigned',
} as const;

/** An agent's reply from the office (the browser picks the client key once; a retry stores nothing more). */
export const officeReplySchema = z.object({
  instructorId: z.string(),
  body: messageBodySchema,
  clientKey: z.uuid('A reply needs a client key (a UUID)'),
  serviceMessage: z.boolean().nullish(),
});
export type OfficeReplyInput = z.input<typeof officeReplySchema>;

/** The inbox's filters: one brand of the member's, only theirs, a search of text and instructor. */
export const inboxFilterSchema = z.object({
  brand: z.enum(brandCodes).nullish(),
  assignedToMe: z.boolean().nullish(),
  search: z.string().trim().max(100, inboxMessages.searchTooLong).nullish(),
  limit: z.number().int().min(1).max(MAX_INBOX_PAGE).nullish(),
  offset: z.number().int().min(0).nullish(),
});
export type InboxFilterInput = z.input<typeof inboxFilterSchema>;

/** "4 min", "2 h 5 min", "3 d 4 h": how long the instructor has waited (never negative). */
export const formatWaiting = (since: Date | string, now: Date): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
};

/** A canned reply: a title to pick it by and the text it puts in the reply box ({firstName} filled in). */
export type CannedReply = { id: string; title: string; body: string };

export const cannedReplies: readonly CannedReply[] = [
  {
    id: 'thanks-looking',
    title: 'Looking into it',
    body: 'Thanks {firstName}, I am looking into this now and will come back to you shortly.',
  },
  {
    id: 'documents-upload',
    title: 'Upload in Documents',
    body: 'Hi {firstName}, please upload it in My details > Documents and we will review it within one working day.',
  },
  {
    id: 'time-off',
    title: 'Time off in the calendar',
    body: 'Hi {firstName}, add an unavailable slot in your calendar for that time, so no lessons are booked then.',
  },
  {
    id: 'learners-sent',
    title: 'Learners on their way',
    body: 'Hi {firstName}, we have allocated the learners to you: they are in Learners, waiting for you to accept.',
  },
  {
    id: 'anything-else',
    title: 'Anything else?',
    body: 'Glad that is sorted, {firstName}. Is there anything else I can help with?',
  },
];

/** A canned reply's text for this instructor. */
export const fillCannedReply = (reply: CannedReply, facts: { firstName: string }): string =>
  reply.body.replaceAll('{firstName}', facts.firstName);
