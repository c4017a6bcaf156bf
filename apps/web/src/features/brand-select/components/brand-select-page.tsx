import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type BrandSlug, brandSlugs, brands } from '@portal/domain/access';
import { BrandLogo } from '@portal/ui/brand';
import { SimpleLayout } from '@portal/ui/layout';
import { Link, useLocation } from 'react-router';

const BrandTile = ({ brand, search }: { brand: BrandSlug; search: string }) => (
  <Box
    component={Link}
    to={`/${brand}/sign-in${search}`}
    sx={{
      display: 'flex',
      flexDirection: 'column',
      gap: 2,
      p: 3,
      minHeight: 180,
      bgcolor: 'background.paper',
      color: 'text.primary',
      textDecoration: 'none',
      border: 2,
      borderColor: 'divider',
      borderRadius: 3,
      transition: 'border-color 120ms, box-shadow 120ms',
      '&:hover, &:focus-visible': {
        borderColor: brand === 'aa' ? '#E6B800' : 'primary.main',
        boxShadow: '0 8px 24px rgba(16,24,40,0.10)',
      },
      '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    }}
  >
    <Box sx={{ height: 56, display: 'flex', alignItems: 'center' }}>
      <BrandLogo brand={brand} height={52} decorative />
    </Box>
    <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
      {brands[brand].name}
    </Typography>
    <Box
      component="span"
      sx={{ mt: 'auto', display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'primary.main' }}
    >
      Sign in <ArrowForward fontSize="small" aria-hidden />
    </Box>
  </Box>
);

/** /brand-select: one tile per brand, each leading to that brand's sign-in (the search string travels along). */
export const BrandSelectPage = () => {
  const { search } = useLocation();
  return (
    <SimpleLayout maxWidth={720} neutral>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Select your franchise brand
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Choose the brand your franchise is with to sign in to the instructor portal.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        {brandSlugs.map((brand) => (
          <BrandTile key={brand} brand={brand} search={search} />
        ))}
      </Box>
    </SimpleLayout>
  );
};
