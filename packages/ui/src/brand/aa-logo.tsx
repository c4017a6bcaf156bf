import { BRAND_YELLOW, INK } from './brand-tokens.ts';

export type LogoProps = { height?: number; decorative?: boolean; onBar?: boolean };

const FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';

/** Our own drawing for the yellow brand: a roundel with "AA" and the wordmark "Driving School". */
export const AaLogo = ({ height = 40, decorative = false, onBar = false }: LogoProps) => {
  const disc = onBar ? INK : BRAND_YELLOW;
  const letters = onBar ? BRAND_YELLOW : INK;
  return (
    <svg
      viewBox="0 0 200 48"
      height={height}
      width={(height * 200) / 48}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : 'AA Driving School'}
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" fill={disc} />
      <circle cx="24" cy="24" r="19.5" fill="none" stroke={letters} strokeWidth="1.5" />
      <text
        x="24"
        y="31.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontWeight="900"
        fontSize="21"
        letterSpacing="-1"
        fill={letters}
      >
        AA
      </text>
      <text x="56" y="22" fontFamily={FONT} fontWeight="800" fontSize="17" fill={INK}>
        Driving
      </text>
      <text x="56" y="41" fontFamily={FONT} fontWeight="800" fontSize="17" fill={INK}>
        School
      </text>
    </svg>
  );
};
