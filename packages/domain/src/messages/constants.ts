/** Spec 3 §3, §9: sender code 1 is the instructor; any other code is an agent of the office. */
export const INSTRUCTOR_SENDER = 1;

/** Spec 3 §9: the chat loads 20 messages at a time. */
export const CHAT_PAGE_SIZE = 20;

/** The most an API caller may ask for in one page (the chat asks for 20). */
export const MAX_CHAT_PAGE = 50;

/** Spec 3 §9 polls every 1000 ms; the portal pushes instead and polls at this pace only while push is down. */
export const POLL_INTERVAL_MS = 1000;

/** Where the server pushes new messages (server-sent events, the session cookie). */
export const MESSAGE_EVENTS_PATH = '/api/messages/events';

/** Spec silent: a chat message is short text; this bounds what one message may hold. */
export const MAX_MESSAGE_LENGTH = 2000;
