import { describe, expect, it } from 'vitest';
import { greeting, greetingPart } from './index.ts';

describe('greeting', () => {
  it('switches at 12:00 and 18:00 UK time', () => {
    // Winter: UK time = UTC
    expect(greetingPart(new Date('2026-01-15T11:59:00Z'))).toBe('morning');
    expect(greetingPart(new Date('2026-01-15T12:00:00Z'))).toBe('afternoon');
    expect(greetingPart(new Date('2026-01-15T17:59:00Z'))).toBe('afternoon');
    expect(greetingPart(new Date('2026-01-15T18:00:00Z'))).toBe('evening');
    expect(greetingPart(new Date('2026-01-15T00:30:00Z'))).toBe('morning');
  });
  it('uses British Summer Time in summer', () => {
    // 11:30 UTC is 12:30 BST
    expect(greetingPart(new Date('2026-07-01T11:30:00Z'))).toBe('afternoon');
    expect(greeting('Daniel', new Date('2026-07-01T17:30:00Z'))).toBe('Good evening Daniel');
  });
});
