import {
  isSafeImageSource,
  isSafeLinkHref,
  richTextAttributes,
  richTextLinkAttributes,
  richTextTags,
} from '@portal/domain/posts';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...(names ?? [])]])),
    // Set by transformTags below, whatever the author wrote.
    a: [...(richTextAttributes.a ?? []), 'target', 'rel'],
  },
  // Schemes are decided by the domain's predicates below; relative URLs pass to them as well.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style elements go with their content; other unknown tags leave their text behind.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept: sanitizeHtml.Attributes = href !== undefined && isSafeLinkHref(href) ? { href } : {};
      return { tagName, attribs: { ...kept, ...rest, ...richTextLinkAttributes } };
    },
  },
  // An image from anywhere but inline data or the portal itself is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSource(frame.attribs.src ?? ''),
};

/**
 * Rich text as it may be stored (spec 1 §9): only the domain's allowed tags and attributes; no script, event
 * handler, style or `javascript:` link survives. The web sanitises again with the same allow-list when showing it.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();
