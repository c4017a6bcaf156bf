/** What a post is (spec 4 §3, §7): the brand's news, or a tech update. */
export const postTypes = ['NEWS', 'TECH'] as const;
export type PostType = (typeof postTypes)[number];

/** Where a post is in its life (spec 4 §4): instructors only ever see Live ones. */
export const contentStatuses = ['Draft', 'Live', 'Removed'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
