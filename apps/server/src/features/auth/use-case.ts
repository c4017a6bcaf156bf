import { DomainError } from '@portal/domain/errors';
import { identityMessages } from '@portal/domain/identity';
import type { ZodError } from 'zod';

/** What a use case may do to the caller's session; the resolver binds it to the request's cookie. */
export type SessionPort = { start: (instructorId: string) => Promise<void>; end: () => Promise<void> };

/** Who is asking, as far as the network tells: the client address (through TRUST_PROXY, the real one). */
export type Caller = { address: string };

/** The first validation message of the domain schema, as BAD_USER_INPUT. */
export const badInput = (error: ZodError): DomainError =>
  new DomainError('INVALID_INPUT', error.issues[0]?.message ?? identityMessages.required);
