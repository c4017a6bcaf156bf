import type { LogoProps } from './aa-logo.tsx';
import { PRIMARY_BLUE } from './brand-tokens.ts';

const FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';

/** Our own drawing for the blue-and-white brand: "BSM" on a blue plate with a dashed road line. */
export const BsmLogo = ({ height = 40, decorative = false }: LogoProps) => (
  <svg
    viewBox="0 0 96 48"
    height={height}
    width={(height * 96) / 48}
    role={decorative ? undefined : 'img'}
    aria-hidden={decorative || undefined}
    aria-label={decorative ? undefined : 'BSM'}
    focusable="false"
  >
    <rect x="1" y="1" width="94" height="46" rx="9" fill={PRIMARY_BLUE} />
    <rect x="4" y="4" width="88" height="40" rx="7" fill="none" stroke="#FFFFFF" strokeWidth="1.5" />
    <text
      x="48"
      y="31"
      textAnchor="middle"
      fontFamily={FONT}
      fontWeight="900"
      fontStyle="italic"
      fontSize="24"
      letterSpacing="1"
      fill="#FFFFFF"
    >
      BSM
    </text>
    <path d="M14 38h10M30 38h10M46 38h10M62 38h10M78 38h6" stroke="#FFFFFF" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
