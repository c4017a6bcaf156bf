import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { profileMessages as m } from '@portal/domain/profile';
import { useSnackbar } from '@portal/ui/feedback';
import type { BusinessProfile } from '../api/use-business-profile.ts';

type Props = { urls: BusinessProfile['profileUrls'] };

const brandName = (brand: string) => (brand === 'AADS' ? 'The AA' : 'BSM');

/** Spec 3 §2.8: a link per brand with open, share (the phone's share sheet, else copy) and copy. */
export const ProfileLinks = ({ urls }: Props) => {
  const { enqueueSnackbar } = useSnackbar();
  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(m.urlCopied, { variant: 'success', autoHideDuration: 2000 });
    } catch {
      enqueueSnackbar(m.urlCopyFailed, { variant: 'error', autoHideDuration: 2000 });
    }
  };
  const handleShare = async (url: string, brand: string) => {
    try {
      if (typeof navigator.share !== 'function') throw new Error('unsupported');
      await navigator.share({ title: `My ${brandName(brand)} instructor profile`, url });
    } catch (error) {
      // The user closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await handleCopy(url);
    }
  };
  if (urls.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Your public profile link appears here once you have saved your details.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {urls.map(({ url, brand }) => (
        <Box
          key={brand}
          data-testid={`profile-link-${brand === 'AADS' ? 'aa' : 'bsm'}`}
          sx={{ display: 'grid', gap: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{brandName(brand)}</Typography>
          <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all', fontSize: '0.875rem' }}>{url}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<OpenInNew />}
              href={url}
              target="_blank"
              rel="noopener"
              sx={{ minHeight: 44 }}
              aria-label={`Open ${brandName(brand)} profile`}
            >
              Open
            </Button>
            <Button
              variant="outlined"
              startIcon={<Share />}
              onClick={() => void handleShare(url, brand)}
              sx={{ minHeight: 44 }}
              aria-label={`Share ${brandName(brand)} profile`}
            >
              Share
            </Button>
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => void handleCopy(url)}
              sx={{ minHeight: 44 }}
              aria-label={`Copy ${brandName(brand)} profile link`}
            >
              Copy
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
