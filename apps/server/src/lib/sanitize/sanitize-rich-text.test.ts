import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('server rich-text sanitiser', () => {
  it('removes scripts with their content, and styles', () => {
    expect(sanitizeRichText('<p>Hello</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>Hello</p>');
    expect(sanitizeRichText('<p style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="steal()">a</p><img src="/x.png" onerror="steal()" alt="x">')).toBe(
      '<p>a</p><img src="/x.png" alt="x" />',
    );
  });

  it('removes javascript: and data: links but keeps their text, and opens safe links in a new tab', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">click</a>',
    );
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,hi">y</a>')).not.toMatch(
      /href/,
    );
    expect(sanitizeRichText('<a href="https://www.gov.uk/" target="_self" rel="opener">GOV.UK</a>')).toBe(
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>',
    );
  });

  it('keeps the allowed tags', () => {
    const html =
      '<h2>Title</h2><p><b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em> <code>x</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><pre>line</pre>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      `<img src="${PNG}" alt="pixel" />`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops images from other hosts, SVG images, and elements that embed or submit', () => {
    expect(sanitizeRichText('<p>a</p><img src="https://tracker.example/p.gif">')).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(
      sanitizeRichText('<iframe src="https://x"></iframe><form><input name="a"></form><svg><script>1</script></svg>'),
    ).toBe('');
    expect(sanitizeRichText('<object data="x"></object><embed src="y"><base href="/">text')).toBe('text');
  });
});
