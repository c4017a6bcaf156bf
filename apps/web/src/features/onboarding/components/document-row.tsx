import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type OnboardingDocumentKind, onboardingDocumentTitles } from '@portal/domain/onboarding';

/** One of the four documents: View (a link to the PDF, when open to read), then Accept, then "Accepted" with a tick. */
export const DocumentRow = ({
  kind,
  index,
  url,
  accepted,
  canAccept,
  onView,
  onAccept,
}: {
  kind: OnboardingDocumentKind;
  index: number;
  url: string | null;
  accepted: boolean;
  canAccept: boolean;
  onView: () => void;
  onAccept: () => void;
}) => {
  const title = onboardingDocumentTitles[kind];
  return (
    <Box
      component="li"
      data-testid={`document-${kind}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderTop: index === 0 ? 0 : 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ flex: '1 1 200px', fontWeight: 500 }}>
        {index + 1}. {title}
      </Typography>
      <Button
        variant="outlined"
        href={url ?? ''}
        target="_blank"
        rel="noopener"
        disabled={!url}
        onClick={onView}
        aria-label={`View ${title}`}
        sx={{ minHeight: 44, minWidth: 88 }}
      >
        View
      </Button>
      {accepted ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 44, color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" aria-hidden />
          <Typography sx={{ fontWeight: 600, color: 'inherit' }}>Accepted</Typography>
        </Box>
      ) : (
        <Button
          variant="contained"
          disabled={!canAccept}
          onClick={onAccept}
          aria-label={`Accept ${title}`}
          sx={{ minHeight: 44, minWidth: 88 }}
        >
          Accept
        </Button>
      )}
    </Box>
  );
};
