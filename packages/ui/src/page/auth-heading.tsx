import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of an identity screen and the sentence under it. */
export const AuthHeading = ({ title, children }: { title: string; children?: ReactNode }) => (
  <>
    <Typography variant="h1" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{children}</Typography>}
  </>
);

/** A masked mobile number kept on one line ("07••• •••101"), or "your mobile" when unknown. */
export const MaskedMobile = ({ value }: { value: string | null }) =>
  value ? (
    <Typography component="span" sx={{ whiteSpace: 'nowrap', font: 'inherit', color: 'text.primary', fontWeight: 600 }}>
      {value}
    </Typography>
  ) : (
    'your mobile'
  );
