/** `reference`: the sender's own id for the text, echoed by the provider's delivery report (sms-webhook.ts). */
export type SmsMessage = { to: string; body: string; reference?: string };

/** Where texted codes go. Local default: the outbox; production: an HTTP SMS provider. */
export type SmsTransport = {
  readonly name: 'outbox' | 'http';
  send: (message: SmsMessage) => Promise<void>;
};
