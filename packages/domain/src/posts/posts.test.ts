import { describe, expect, it } from 'vitest';
import { parseCommand } from '../errors/index.ts';
import { postPath } from './paths.ts';
import { listPostsSchema, MAX_POSTS_PAGE, publishPostSchema } from './posts.ts';

describe('listing posts', () => {
  it('takes the types, Live and a page', () => {
    expect(parseCommand(listPostsSchema, { type: ['NEWS'], status: 'Live', limit: 5, offset: 0 })).toEqual({
      type: ['NEWS'],
      status: 'Live',
      limit: 5,
      offset: 0,
    });
    expect(parseCommand(listPostsSchema, {})).toEqual({});
  });

  it('refuses other statuses, and pages too large or negative', () => {
    expect(() => parseCommand(listPostsSchema, { status: 'Draft' })).toThrow('Only live posts can be listed');
    expect(() => parseCommand(listPostsSchema, { limit: MAX_POSTS_PAGE + 1 })).toThrow();
    expect(() => parseCommand(listPostsSchema, { limit: 0 })).toThrow();
    expect(() => parseCommand(listPostsSchema, { offset: -1 })).toThrow();
  });

  it('gives each post its own address', () => {
    expect(postPath('NEWS', 'abc')).toBe('/messages/news/abc');
    expect(postPath('TECH', 'abc')).toBe('/messages/tech-updates/abc');
  });
});

describe('publishing a post', () => {
  const post = {
    brand: 'AADS',
    type: 'NEWS',
    title: ' Title ',
    author: 'AA Driving School',
    content: '<p>x</p>',
  } as const;
  it('is Live unless told otherwise, with its text trimmed', () => {
    expect(parseCommand(publishPostSchema, post)).toEqual({ ...post, title: 'Title', status: 'Live' });
    expect(parseCommand(publishPostSchema, { ...post, status: 'Draft' }).status).toBe('Draft');
  });
  it('needs a known brand and type, a title, an author and content', () => {
    expect(() => parseCommand(publishPostSchema, { ...post, brand: 'XX' as 'BSM' })).toThrow();
    expect(() => parseCommand(publishPostSchema, { ...post, type: 'FILE' as 'NEWS' })).toThrow();
    for (const field of ['title', 'author', 'content'] as const) {
      expect(() => parseCommand(publishPostSchema, { ...post, [field]: '  ' }), field).toThrow();
    }
  });
});
