export type SmsMessage = { to: string; body: string };

/** Where texted codes go. Local default: the outbox; production: an HTTP SMS provider. */
export type SmsTransport = {
  readonly name: 'outbox' | 'http';
  send: (message: SmsMessage) => Promise<void>;
};
