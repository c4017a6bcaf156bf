export type OutboxMessage = { id: string; to: string; body: string; createdAt: string };

/** Compares phone numbers by their last ten digits, so 07700900105 and +447700900105 are the same phone. */
const samePhone = (a: string, b: string) => a.replace(/\D/g, '').slice(-10) === b.replace(/\D/g, '').slice(-10);

export const readOutbox = async (baseUrl: string): Promise<OutboxMessage[]> => {
  const response = await fetch(`${baseUrl}/dev/outbox.json`);
  if (!response.ok) throw new Error(`GET /dev/outbox.json answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
};

/** The ids of the texts sent so far: pass them as `notIn` to wait for the next one. */
export const outboxIds = async (baseUrl: string): Promise<Set<string>> =>
  new Set((await readOutbox(baseUrl)).map((m) => m.id));

/** The 6-digit code in a text (written 123456 or 123-456). */
export const codeIn = (body: string): string | undefined => {
  const match = /(?<!\d)(\d{3})[- ]?(\d{3})(?!\d)/.exec(body);
  return match ? `${match[1]}${match[2]}` : undefined;
};

/**
 * The newest texted access code (to `mobile` when given), read from the development SMS outbox. Waits up to
 * `timeoutMs` for one to arrive; with `notIn`, only a text sent after that snapshot counts.
 */
export const readLatestCode = async (
  baseUrl: string,
  mobile?: string,
  options: { notIn?: Set<string>; timeoutMs?: number } = {},
): Promise<string> => {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const latest = (await readOutbox(baseUrl)).find(
      (m) => (!mobile || samePhone(m.to, mobile)) && !options.notIn?.has(m.id) && codeIn(m.body),
    );
    if (latest) return codeIn(latest.body)!;
    if (Date.now() > deadline) {
      throw new Error(`No access code was texted${mobile ? ` to ${mobile}` : ''} (see ${baseUrl}/dev/outbox)`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
};
