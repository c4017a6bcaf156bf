/** What a use case may do to the caller's session; the resolver binds it to the request's cookie. */
export type SessionPort = { start: (instructorId: string) => Promise<void>; end: () => Promise<void> };
