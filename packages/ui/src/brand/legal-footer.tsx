import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type BrandSlug, brandSlugs, brands, legalStatement } from '@portal/domain/access';
import { useBrand } from './brand-provider.tsx';

const Statement = ({ slug }: { slug: BrandSlug }) => (
  <Typography variant="body2" sx={{ fontSize: 'inherit', mb: 1 }}>
    {legalStatement(slug)}
  </Typography>
);

/**
 * The legal footer (spec 1 §1): the appointed-representative statement and the brand's links.
 * `both` on pages that belong to no brand yet (the brand select).
 */
export const LegalFooter = ({ both = false }: { both?: boolean }) => {
  const current = useBrand();
  const shown: readonly BrandSlug[] = both ? brandSlugs : [current];
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 3, color: 'text.secondary', fontSize: '0.8125rem' }}
    >
      {shown.map((slug) => (
        <Statement key={slug} slug={slug} />
      ))}
      <Box sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', mt: 1.5 }}>
        {shown.map((slug) => (
          <Link key={slug} href={brands[slug].privacyNotice} target="_blank" rel="noopener noreferrer" variant="body2">
            {both ? `${brands[slug].name} privacy notice` : 'Privacy notice'}
          </Link>
        ))}
        <Typography variant="body2" component="span" sx={{ fontSize: 'inherit' }}>
          © {new Date().getFullYear()} {shown.map((slug) => brands[slug].legalName).join(' and ')}
        </Typography>
      </Box>
    </Box>
  );
};
