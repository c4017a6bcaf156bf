import { describe, expect, it } from 'vitest';
import {
  instantToUkMinute,
  isPostImageType,
  officePostMessages as m,
  officePostStateOf,
  postDraftSchema,
  publishAtProblem,
  publishMinute,
  ukMinuteToInstant,
} from './office-posts.ts';
import { richTextEditorMarks, richTextEditorNodes, richTextTags } from './rich-text.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the office news desk', () => {
  const now = new Date('2026-03-29T00:30:20Z');

  it('calls a live post scheduled until its minute comes, then live', () => {
    const at = new Date('2026-03-29T00:31:00Z');
    expect(officePostStateOf('Live', at, now)).toBe('Scheduled');
    expect(officePostStateOf('Live', at, new Date('2026-03-29T00:31:00Z'))).toBe('Live');
    expect(officePostStateOf('Draft', at, now)).toBe('Draft');
    expect(officePostStateOf('Removed', at, now)).toBe('Removed');
  });

  it('publishes at the start of the chosen minute, from the current minute on, within a year', () => {
    expect(publishMinute(new Date('2026-03-29T00:31:45.5Z')).toISOString()).toBe('2026-03-29T00:31:00.000Z');
    expect(publishAtProblem(new Date('2026-03-29T00:30:00Z'), now)).toBeNull();
    expect(publishAtProblem(new Date('2026-03-29T00:29:59Z'), now)).toBe(m.publishAtPast);
    expect(publishAtProblem(new Date('2027-04-29T00:00:00Z'), now)).toBe(m.publishAtTooFar);
  });

  it('asks for a title, who it is from and content, with the field named', () => {
    const draft = { brand: 'BSM', type: 'NEWS', title: ' Hello ', author: 'BSM team', content: '<p>x</p>' };
    expect(postDraftSchema.parse(draft).title).toBe('Hello');
    expect(firstMessage(postDraftSchema.safeParse({ ...draft, title: ' ' }))).toBe(m.titleRequired);
    expect(firstMessage(postDraftSchema.safeParse({ ...draft, author: '' }))).toBe(m.authorRequired);
    expect(firstMessage(postDraftSchema.safeParse({ ...draft, content: '' }))).toBe(m.contentRequired);
    expect(postDraftSchema.safeParse({ ...draft, brand: 'XX' }).success).toBe(false);
  });

  it('takes the raster images the portal shows, never SVG', () => {
    expect(isPostImageType('image/png')).toBe(true);
    expect(isPostImageType('image/svg+xml')).toBe(false);
  });

  it("builds the editor only of tags the portal's allow-list keeps", () => {
    const tags = [...Object.values(richTextEditorNodes), ...Object.values(richTextEditorMarks)].flat();
    for (const tag of tags) expect(richTextTags as readonly string[]).toContain(tag);
  });
});

describe('the scheduling field, in UK time', () => {
  it('reads a wall-clock minute in London on both sides of the clock change', () => {
    expect(ukMinuteToInstant('2026-03-28T09:30')?.toISOString()).toBe('2026-03-28T09:30:00.000Z');
    expect(ukMinuteToInstant('2026-03-29T09:30')?.toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(instantToUkMinute(new Date('2026-10-25T12:05:00Z'))).toBe('2026-10-25T12:05');
    expect(instantToUkMinute(new Date('2026-10-24T12:05:00Z'))).toBe('2026-10-24T13:05');
    expect(ukMinuteToInstant('tomorrow')).toBeNull();
  });
});
