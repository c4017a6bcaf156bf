import { describe, expect, it } from 'vitest';
import { inboxMessages } from './inbox.ts';

describe('the inbox count', () => {
  it('says how many conversations are shown, and "+" when more follow (the server never counts them)', () => {
    expect(inboxMessages.conversationCount(0, false)).toBe('0 conversations');
    expect(inboxMessages.conversationCount(1, false)).toBe('1 conversation');
    expect(inboxMessages.conversationCount(12, false)).toBe('12 conversations');
    expect(inboxMessages.conversationCount(100, true)).toBe('100+ conversations');
    expect(inboxMessages.conversationCount(1, true)).toBe('1+ conversations');
  });
});
