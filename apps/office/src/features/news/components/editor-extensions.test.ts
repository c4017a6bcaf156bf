import { richTextEditorMarks, richTextEditorNodes, richTextTags } from '@portal/domain/posts';
import { sanitizeRichText } from '@portal/ui/rich-text-sanitizer';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { postEditorExtensions } from './editor-extensions.ts';

/*
 * The editor writes exactly what the portal renders: every block and mark of the domain's definition comes out
 * of the editor as HTML the portal's sanitiser leaves unchanged, and anything else is gone before it is saved.
 */

const editors: Editor[] = [];
const htmlOf = (content: string) => {
  const editor = new Editor({ extensions: postEditorExtensions(), content });
  editors.push(editor);
  return editor.getHTML();
};
const tagsOf = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((match) => match[1]));

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('the post editor', () => {
  it("writes every block and mark of the domain's definition as the portal's sanitiser keeps it", () => {
    const html = htmlOf(
      '<h2>Saturday tests</h2><h3>Leeds</h3>' +
        '<p><strong>Bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <code>code</code> ' +
        '<a href="https://www.gov.uk/driving-test">GOV.UK</a> <a href="/calendar">your calendar</a><br>next line</p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
        '<blockquote><p>A quote</p></blockquote><pre><code>x = 1</code></pre><hr>' +
        '<img src="/api/post-images/6f1c2f8e-3b1a-4c55-9d2e-1a2b3c4d5e6f" alt="The new car">',
    );
    expect(sanitizeRichText(html)).toBe(html);
    const defined = [...Object.values(richTextEditorNodes), ...Object.values(richTextEditorMarks)].flat();
    expect(tagsOf(html)).toEqual(new Set(defined));
    for (const tag of tagsOf(html)) expect(richTextTags as readonly string[]).toContain(tag);
    expect(html).toContain('<a href="https://www.gov.uk/driving-test" target="_blank" rel="noopener noreferrer">');
  });

  it('drops what the portal would not render: scripts, frames, styles, handlers, foreign images, script links', () => {
    const html = htmlOf(
      '<h1 style="color:red">Big</h1><p class="x" onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<iframe src="https://example.org"></iframe><img src="https://tracker.example/p.gif">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<p><a href="javascript:alert(1)">click</a> <span style="font-size:40px">big</span></p>',
    );
    expect(sanitizeRichText(html)).toBe(html);
    for (const bad of ['script', 'iframe', 'style=', 'class=', 'onclick', 'tracker', 'javascript:', 'data:', '<h1']) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('Big');
    expect(html).toContain('click');
  });
});
