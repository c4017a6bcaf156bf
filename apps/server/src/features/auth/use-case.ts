/** What a use case may do to the caller's session; the resolver binds it to the request's cookie. */
export type SessionPort = { start: (instructorId: string) => Promise<void>; end: () => Promise<void> };

/** Who is asking, as far as the network tells: the client address (through TRUST_PROXY, the real one). */
export type Caller = { address: string };
