import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type BrandSlug, brands } from '@portal/domain/access';
import { useBrand } from './brand-provider.tsx';

const Statement = ({ slug }: { slug: BrandSlug }) => {
  const brand = brands[slug];
  return (
    <Typography variant="body2" sx={{ fontSize: 'inherit', mb: 1 }}>
      {brand.name} is a trading name of {brand.legalName}, registered in England and Wales. {brand.legalName} is an
      appointed representative of an insurance services company which is authorised and regulated by the Financial
      Conduct Authority, for regulated hire and insurance distribution.
    </Typography>
  );
};

/**
 * The legal footer (spec 1 §1): the appointed-representative statement and the brand's links.
 * `both` on pages that belong to no brand yet (the brand select).
 */
export const LegalFooter = ({ both = false }: { both?: boolean }) => {
  const current = useBrand();
  const shown: readonly BrandSlug[] = both ? ['aa', 'bsm'] : [current];
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
