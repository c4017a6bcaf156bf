import { MAX_MESSAGE_LENGTH } from './constants.ts';

/** The message centre's words: titles of spec 3 §2.6, the empty feed of §8; the rest where the spec is silent. */
export const messageCentreMessages = {
  messagesTitle: 'Message centre',
  newsTitle: 'Driving School news feed',
  techTitle: 'Tech updates',
  messageBox: 'Send a message',
  noNews: 'No updates, you are all caught up.',
  /** Spec silent from here on. */
  send: 'Send',
  loadOlder: 'Load older messages',
  noOlder: 'This is the start of your conversation',
  noMessages: 'No messages yet. Send one and the office will reply here.',
  emptyBody: 'Please enter a message',
  fromInstructor: 'The instructor sends with from 1',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`,
  notSent: 'Not sent',
  retry: 'Retry',
  sending: 'Sending',
  you: 'You',
  office: 'Office',
  reconnecting: 'Reconnecting: new messages may take a few seconds',
  today: 'Today',
  yesterday: 'Yesterday',
} as const;
