import { createTheme, type Theme } from '@mui/material/styles';
import { type BrandSlug, isBrandSlug } from '@portal/domain/access';
import { BRAND_ORANGE, brandTokens, INK, PRIMARY_BLUE } from './brand-tokens.ts';

/** Spec 1 §9 breakpoints. */
const breakpoints = { xs: 0, sm: 768, md: 960, lg: 1024, xl: 1600 };

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

const buildTheme = (brand: BrandSlug): Theme => {
  const t = brandTokens[brand];
  return createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      primary: { main: PRIMARY_BLUE, contrastText: '#FFFFFF' },
      secondary: { main: BRAND_ORANGE, contrastText: INK },
      text: { primary: INK, secondary: '#4A4A48' },
      background: { default: '#F5F6F8', paper: '#FFFFFF' },
      error: { main: '#C62828' },
      success: { main: '#1B7F3B' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 24,
            paddingInline: 20,
            minHeight: 44,
            // No colour fade: a button turning enabled would pass through low-contrast colours on the way.
            transition: 'box-shadow 250ms, border-color 250ms',
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: { backgroundColor: t.button, color: t.onButton, '&:hover': { backgroundColor: t.buttonHover } },
              },
              {
                props: { variant: 'text', color: 'primary' },
                style: { color: t.text, textDecoration: 'underline', textUnderlineOffset: 3 },
              },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: t.text, borderColor: t.text } },
            ],
          },
        },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { color: t.text, fontWeight: 600, textUnderlineOffset: 3 } },
      },
      MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
      MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: '#FFFFFF' } } },
      MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
    },
  });
};

const cache = new Map<BrandSlug, Theme>();

/** The brand's theme. An unknown theme name logs a warning and falls back to the light (yellow brand) theme. */
export const themeFor = (name: string): Theme => {
  let brand: BrandSlug = 'aa';
  if (isBrandSlug(name)) brand = name;
  else console.warn(`Unknown theme "${name}"; falling back to the light theme.`);
  let theme = cache.get(brand);
  if (!theme) {
    theme = buildTheme(brand);
    cache.set(brand, theme);
  }
  return theme;
};
