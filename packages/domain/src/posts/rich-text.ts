/**
 * Sanitised rich text (spec 1 §9): headings, paragraphs, links, lists, bold, italic, code, tables, pre and images,
 * and the few plain neighbours of those (line breaks, rules, quotes, underline, strike). Defined once: the server
 * sanitises with it when a post is stored and the web again when it is shown.
 */
export const richTextTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'a',
  'ul',
  'ol',
  'li',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'code',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
] as const;
export type RichTextTag = (typeof richTextTags)[number];

/** The only attributes kept, per tag. No `style`, no `class`, no event handlers anywhere. */
export const richTextAttributes: Partial<Record<RichTextTag, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Every link opens in a new tab without handing the portal's window to the page it opens. */
export const richTextLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A same-origin path: '/x', never '//host' or '/\host' (browsers read both as another host). */
const isLocalPath = (url: string): boolean => /^\/(?![/\\])/.test(url) && !url.includes('\\');

/** Links may go to web pages, email and phone numbers, or the portal's own pages. */
export const isSafeLinkHref = (href: string): boolean => {
  const url = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(url) || isLocalPath(url) || /^#[\w-]*$/.test(url);
};

/**
 * Images are inline raster data or served by the portal itself: no other host (no tracking pixels; the CSP
 * refuses them anyway) and no SVG (it can carry script).
 */
export const isSafeImageSource = (src: string): boolean => {
  const url = src.trim();
  return /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(url) || isLocalPath(url);
};

/**
 * What the office's editor (Tiptap) may build, and the tags each block or mark writes: every one an allowed tag
 * above, so what an author writes is exactly what the sanitiser keeps and the portal shows. The editor enables
 * these and nothing else; a test in the office renders each and checks the sanitiser changes nothing.
 */
export const richTextEditorNodes = {
  paragraph: ['p'],
  heading: ['h2', 'h3'],
  bulletList: ['ul'],
  orderedList: ['ol'],
  listItem: ['li'],
  blockquote: ['blockquote'],
  codeBlock: ['pre', 'code'],
  horizontalRule: ['hr'],
  hardBreak: ['br'],
  image: ['img'],
} as const satisfies Record<string, readonly RichTextTag[]>;

export const richTextEditorMarks = {
  bold: ['strong'],
  italic: ['em'],
  underline: ['u'],
  strike: ['s'],
  code: ['code'],
  link: ['a'],
} as const satisfies Record<string, readonly RichTextTag[]>;

/** The post's title is its h1: the body's headings start at h2. */
export const richTextHeadingLevels = [2, 3] as const;
