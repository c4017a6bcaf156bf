import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

// Loaded on first use, so DOMPurify stays out of the sign-in bundle.
let sanitizer: Promise<Sanitize> | undefined;
const loadSanitizer = () => {
  sanitizer ??= import('../rich-text-sanitizer/index.ts').then((m) => m.sanitizeRichText);
  return sanitizer;
};

/** Readable on a phone: images and tables never wider than the screen (tables scroll), code wraps. */
const richTextSx = {
  overflowWrap: 'anywhere',
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1.125rem', fontWeight: 700, mt: 2, mb: 1 },
  '& h1, & h2': { fontSize: '1.25rem' },
  '& p, & ul, & ol, & pre, & table, & blockquote': { mt: 0, mb: 1.5 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
  '& pre': { whiteSpace: 'pre-wrap', bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& code': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.9em' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, color: 'text.secondary' },
  '& a': { color: 'primary.dark', textDecoration: 'underline' },
} as const;

export type RichTextProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Rich text from the API (a post's content): sanitised again here before it is shown. */
  html: string;
};

/**
 * Shows rich text (posts: news and tech updates) after sanitising it in the browser with the same allow-list the
 * server used (defence in depth: nothing unsanitised is ever put in the page, even while DOMPurify loads).
 */
export const RichText = ({ html, sx, ...rest }: RichTextProps) => {
  const [shown, setShown] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setShown({ from: html, html: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);

  if (!shown || shown.from !== html) {
    return (
      <Box aria-busy="true" {...rest}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="75%" />
      </Box>
    );
  }
  return (
    <Box
      {...rest}
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the domain's allow-list.
      dangerouslySetInnerHTML={{ __html: shown.html }}
    />
  );
};
