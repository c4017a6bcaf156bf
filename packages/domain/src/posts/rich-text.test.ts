import { describe, expect, it } from 'vitest';
import { isSafeImageSource, isSafeLinkHref, richTextAttributes, richTextTags } from './rich-text.ts';

describe('the rich-text allow-list', () => {
  it('holds the tags of spec 1 §9 and nothing that runs or styles', () => {
    for (const tag of [
      'h1',
      'h6',
      'p',
      'a',
      'ul',
      'ol',
      'li',
      'b',
      'strong',
      'i',
      'em',
      'code',
      'pre',
      'table',
      'td',
      'img',
    ]) {
      expect(richTextTags).toContain(tag);
    }
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'svg',
      'math',
      'link',
      'meta',
    ]) {
      expect(richTextTags as readonly string[]).not.toContain(tag);
    }
    const attributes = Object.values(richTextAttributes).flat();
    expect(attributes).not.toContain('style');
    expect(attributes.some((name) => name.startsWith('on'))).toBe(false);
  });

  it('lets links go to web pages, email, phone and the portal, never to script', () => {
    for (const ok of [
      'https://www.gov.uk/driving-test',
      'http://example.org',
      'mailto:a@b.uk',
      'tel:08081570192',
      '/messages/news',
      '#top',
    ]) {
      expect(isSafeLinkHref(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
    ]) {
      expect(isSafeLinkHref(bad), bad).toBe(false);
    }
  });

  it('takes images inline or from the portal only, and no SVG', () => {
    expect(isSafeImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSource('/api/files/banner.png')).toBe(true);
    for (const bad of [
      'https://tracker.example/p.gif',
      '//cdn.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:x',
    ]) {
      expect(isSafeImageSource(bad), bad).toBe(false);
    }
  });
});
