import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.ts';

describe('same origin', () => {
  it('is a request without an Origin, or one naming its own host and port', () => {
    expect(isSameOrigin({ host: 'portal.example' })).toBe(true);
    expect(isSameOrigin({})).toBe(true);
    expect(isSameOrigin({ origin: 'https://portal.example', host: 'portal.example' })).toBe(true);
    expect(isSameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
    expect(isSameOrigin({ origin: 'https://portal.example:443', host: 'portal.example' })).toBe(true);
  });

  it('is not another host or port, an opaque or unparseable Origin, or an Origin with no Host to match', () => {
    expect(isSameOrigin({ origin: 'https://evil.example', host: 'portal.example' })).toBe(false);
    expect(isSameOrigin({ origin: 'https://portal.example.evil.example', host: 'portal.example' })).toBe(false);
    expect(isSameOrigin({ origin: 'http://localhost:3001', host: 'localhost:3000' })).toBe(false);
    expect(isSameOrigin({ origin: 'null', host: 'portal.example' })).toBe(false);
    expect(isSameOrigin({ origin: '', host: 'portal.example' })).toBe(false);
    expect(isSameOrigin({ origin: 'portal.example', host: 'portal.example' })).toBe(false);
    expect(isSameOrigin({ origin: 'https://portal.example' })).toBe(false);
  });
});
