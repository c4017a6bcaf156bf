import {
  isSafeImageSource,
  isSafeLinkHref,
  richTextEditorMarks,
  richTextEditorNodes,
  richTextHeadingLevels,
  richTextLinkAttributes,
} from '@portal/domain/posts';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

const isUploadedImage = (src: string) => isSafeImageSource(src) && !src.trim().toLowerCase().startsWith('data:');

/** The starter kit's parts that write HTML: each is on exactly when the domain's rich-text rules name it. */
const writingParts = [
  'blockquote',
  'bold',
  'bulletList',
  'code',
  'codeBlock',
  'hardBreak',
  'heading',
  'horizontalRule',
  'italic',
  'listItem',
  'orderedList',
  'paragraph',
  'strike',
  'underline',
] as const;

const allowed = new Set<string>([...Object.keys(richTextEditorNodes), ...Object.keys(richTextEditorMarks)]);
export const isEditorPart = (name: string): boolean => allowed.has(name);

/**
 * The editor's blocks and marks, from the one definition in @portal/domain/posts (what the portal renders):
 * links open in a new tab as the sanitiser writes them, images only from the portal itself (uploaded).
 */
export const postEditorExtensions = (): Extensions => {
  const off = Object.fromEntries(writingParts.filter((name) => !isEditorPart(name)).map((name) => [name, false]));
  const kit = StarterKit.configure({
    ...off,
    ...(isEditorPart('heading') && { heading: { levels: [...richTextHeadingLevels] } }),
    // The link is the kit's own, written as the sanitiser writes it (below).
    link: false,
  });
  // Only images the portal serves: uploaded to blob storage, never inline data or another host.
  const image = Image.extend({
    parseHTML: () => [
      { tag: 'img[src]', getAttrs: (el) => (isUploadedImage(el.getAttribute('src') ?? '') ? null : false) },
    ],
  }).configure({ inline: false, allowBase64: false });
  // The address first, then the new tab without the opener: the sanitiser's order, so saving changes nothing.
  const link = Link.extend({
    renderHTML: ({ HTMLAttributes }) => [
      'a',
      {
        href: HTMLAttributes.href,
        ...(HTMLAttributes.title && { title: HTMLAttributes.title }),
        ...richTextLinkAttributes,
      },
      0,
    ],
  }).configure({ openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeLinkHref(url) });
  return [kit, ...(isEditorPart('link') ? [link] : []), ...(isEditorPart('image') ? [image] : [])];
};
