import { RichText } from '@portal/ui/rich-text';
import { sanitizeRichText } from '@portal/ui/rich-text-sanitizer';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('web rich-text sanitiser', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>' +
        '<a href="javascript:alert(1)" onmouseover="x()">bad</a><img src="/x.png" onerror="steal()">',
    );
    expect(clean).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer">bad</a><img src="/x.png">');
  });

  it('keeps the allowed tags, and opens links in a new tab without the opener', () => {
    const html =
      '<h2>Title</h2><p><b>b</b><strong>s</strong><i>i</i><em>e</em><code>c</code></p><ul><li>x</li></ul>' +
      '<ol start="2"><li>y</li></ol><pre>p</pre><table><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      `<img src="${PNG}" alt="dot">`;
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="https://www.gov.uk/" target="_self">GOV.UK</a>')).toBe(
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>',
    );
  });

  it('drops images from elsewhere, SVG and elements that embed or submit', () => {
    expect(sanitizeRichText('<p>a</p><img src="https://tracker.example/p.gif">')).toBe('<p>a</p>');
    expect(
      sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="/"></iframe><form><input></form>ok'),
    ).toBe('ok');
    expect(sanitizeRichText('<p class="x" id="y" data-x="1">z</p>')).toBe('<p>z</p>');
  });
});

describe('RichText', () => {
  it('shows the content once sanitised, and never the unsanitised HTML', async () => {
    const { container } = render(
      <RichText html={'<p>Hello <b>world</b></p><img src="x" onerror="window.__pwned=1">'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(screen.getByText('world').tagName).toBe('B'));
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('follows new content', async () => {
    const { rerender } = render(<RichText html="<p>first</p>" />);
    expect(await screen.findByText('first')).toBeTruthy();
    rerender(<RichText html="<p>second</p>" />);
    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
  });
});
