import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageCentreMessages as text, ukTime } from '@portal/domain/messages';

type Props = {
  body: string;
  created: string;
  /** The instructor's own: on the right, in the brand's colour. */
  mine: boolean;
  /** Who wrote it, for the office's messages. */
  author?: string | null;
  state?: 'sent' | 'sending' | 'failed';
  onRetry?: () => void;
};

/** One message of the chat: the instructor's on the right, the office's on the left with the agent's name. */
export const ChatBubble = ({ body, created, mine, author, state = 'sent', onRetry }: Props) => (
  <Box
    component="li"
    data-testid={mine ? 'message-mine' : 'message-office'}
    sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1 }}
  >
    {!mine && author && (
      <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1.5, mb: 0.25 }}>
        {author}
      </Typography>
    )}
    <Box
      sx={{
        maxWidth: { xs: '85%', sm: '70%' },
        px: 1.75,
        py: 1,
        borderRadius: 3,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
        opacity: state === 'sending' ? 0.7 : 1,
        outline: state === 'failed' ? 2 : 0,
        outlineColor: 'error.main',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="body2" component="p" sx={{ m: 0, color: 'inherit' }}>
        {body}
      </Typography>
    </Box>
    <Typography variant="caption" sx={{ color: 'text.secondary', mx: 1.5, mt: 0.25 }}>
      {state === 'sending' ? text.sending : <time dateTime={created}>{ukTime(created)}</time>}
    </Typography>
    {state === 'failed' && (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.main' }}>
        <ErrorOutline fontSize="small" aria-hidden />
        <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 600 }}>
          {text.notSent}
        </Typography>
        <Button size="small" color="error" onClick={onRetry} sx={{ minHeight: 44, minWidth: 64 }}>
          {text.retry}
        </Button>
      </Box>
    )}
  </Box>
);
