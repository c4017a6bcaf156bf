import {
  isSafeImageSource,
  isSafeLinkHref,
  type RichTextTag,
  richTextAttributes,
  richTextLinkAttributes,
  richTextTags,
} from '@portal/domain/posts';
import createDOMPurify from 'dompurify';

// An instance of its own, so these hooks apply here only.
const purify = createDOMPurify(window);

const attributesOf = (tag: string): readonly string[] => richTextAttributes[tag as RichTextTag] ?? [];

// Attributes per tag (DOMPurify's own list is one for all tags), and the domain's rules for links and images.
purify.addHook('uponSanitizeAttribute', (node, event) => {
  const tag = node.nodeName.toLowerCase();
  const name = event.attrName;
  if (!attributesOf(tag).includes(name)) event.keepAttr = false;
  else if (tag === 'a' && name === 'href' && !isSafeLinkHref(event.attrValue)) event.keepAttr = false;
  else if (tag === 'img' && name === 'src' && !isSafeImageSource(event.attrValue)) event.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    for (const [name, value] of Object.entries(richTextLinkAttributes)) node.setAttribute(name, value);
  }
  // An image whose source was not allowed goes whole, as on the server.
  if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.parentNode?.removeChild(node);
});

const config = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: [...new Set(Object.values(richTextAttributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Rich text made safe to show, with the allow-list the server stores it with (spec 1 §9). */
export const sanitizeRichText = (html: string): string => purify.sanitize(html, config);
