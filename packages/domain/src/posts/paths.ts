import type { postTypes } from './enums.ts';

/**
 * The news route segment of a post type: /messages/news/{id}, /messages/tech-updates/{id} (spec 3 §2.6).
 * A module of its own, without the posts' schemas: the home page's updates card links with it, and a page that
 * only links to posts does not load and build the schemas (zod) as it opens (issue 28 §6).
 */
export const postPath = (type: (typeof postTypes)[number], id: string): string =>
  `/messages/${type === 'NEWS' ? 'news' : 'tech-updates'}/${id}`;
