import { bookingMessages, cancelMessages, timeOffMessages } from '@portal/domain/calendar';
import { identityMessages as m } from '@portal/domain/identity';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../test/graphql-operations.ts';
import { failureMessage, NO_CONNECTION_MESSAGE, OFFLINE_MESSAGE } from './error-messages.ts';

const answered = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedError({ graphQLErrors: errors });
const offline = new CombinedError({ networkError: new Error('Failed to fetch') });

describe('failure messages, mapped once by reason', () => {
  it('words the overlap as the spec toast, whatever the server said', () => {
    expect(failureMessage(answered(serverError('OVERLAP', bookingMessages.overlap)))).toBe(
      bookingMessages.overlapToast,
    );
  });

  it('words a refused time-off in time-off words, never the lesson toast (issue 23 defect 10)', () => {
    const said = failureMessage(answered(serverError('TIME_OFF_OVERLAP', timeOffMessages.overlap)));
    expect(said).toBe(timeOffMessages.overlap);
    expect(said).not.toMatch(/book lesson/);
  });

  it("shows the domain's own message for validation and the like", () => {
    const error = answered(serverError('INVALID_INPUT', cancelMessages.reasonTooShort));
    expect(failureMessage(error, m.signInFailed)).toBe(cancelMessages.reasonTooShort);
    expect(failureMessage(answered(serverError('NOT_FOUND', 'Lesson not found')))).toBe('Lesson not found');
  });

  it('uses the identity screens own words for their reasons', () => {
    expect(failureMessage(answered(serverError('TOO_MANY_REQUESTS')), m.signInFailed)).toBe(m.tryAgainLater);
    expect(failureMessage(answered(serverError('MOBILE_MISMATCH')))).toBe(m.mobileMismatch);
    expect(failureMessage(answered(serverError('WRONG_ACCESS_CODE')))).toBe(m.wrongAccessCode);
  });

  it("uses the step's own words for an internal error or an error without a reason, else the server's", () => {
    expect(failureMessage(answered(serverError('INTERNAL', 'Something went wrong')), m.signInFailed)).toBe(
      m.signInFailed,
    );
    expect(failureMessage(answered(serverError('INTERNAL', 'Something went wrong')))).toBe('Something went wrong');
    expect(
      failureMessage(answered({ message: 'boom', extensions: { code: 'BAD_USER_INPUT' } }), m.wrongAccessCode),
    ).toBe(m.wrongAccessCode);
    expect(failureMessage(answered({ message: 'boom', extensions: { reason: 'NO_SUCH_REASON' } }))).toBe('boom');
  });

  it('says the server could not be reached on a network failure, unless the step has its own words', () => {
    expect(failureMessage(offline)).toBe(OFFLINE_MESSAGE);
    expect(failureMessage(offline, m.tryAgainLater)).toBe(m.tryAgainLater);
    expect(failureMessage(undefined)).toBe(OFFLINE_MESSAGE);
  });

  it('says a change needs a connection when the browser is offline, whatever the step', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failureMessage(offline, m.tryAgainLater)).toBe(NO_CONNECTION_MESSAGE);
    expect(failureMessage(offline)).toBe(NO_CONNECTION_MESSAGE);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
