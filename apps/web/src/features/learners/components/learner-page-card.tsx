import { Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { learnerPageMessages as m } from '@portal/domain/learners';
import { useSnackbar } from '@portal/ui/feedback';
import { format } from 'date-fns';
import { useLearnerPageStatus } from '../api/use-learner-page-status.ts';

type Props = { learnerId: string; hasMobile: boolean };

/** Issue 27: the learner's own page (a link texted to them) and their reminder texts, as the instructor sees them. */
export const LearnerPageCard = ({ learnerId, hasMobile }: Props) => {
  const { status, busy, sendLink, revokeLink, setReminders } = useLearnerPageStatus(learnerId);
  const { enqueueSnackbar } = useSnackbar();
  const tell = async (outcome: Promise<{ ok: boolean; message?: string }>, success: string) => {
    const answer = await outcome;
    enqueueSnackbar(answer.ok ? success : (answer.message ?? ''), { variant: answer.ok ? 'success' : 'error' });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Learner's page and reminders
        </Typography>
        <Typography color="text.secondary" data-testid="learner-page-link-state">
          {status?.linkSentAt
            ? `Link sent ${format(new Date(status.linkSentAt), 'dd/MM/yyyy HH:mm')}`
            : 'No link sent: the learner has no page yet.'}
        </Typography>
        <FormControlLabel
          sx={{ mt: 1, minHeight: 44 }}
          control={
            <Switch
              checked={status?.reminderOptIn ?? false}
              disabled={!status || busy}
              onChange={(event) =>
                void tell(
                  setReminders(event.target.checked),
                  event.target.checked ? m.savedOn : 'Reminder texts are off.',
                )
              }
            />
          }
          label="Reminder texts the day before each lesson (ask the learner first)"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            disabled={!hasMobile || busy}
            onClick={() => void tell(sendLink(), m.linkSent)}
            sx={{ minHeight: 44 }}
          >
            {status?.linkSentAt ? 'Text a new link' : 'Text a link to their page'}
          </Button>
          {status?.linkSentAt && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => void tell(revokeLink(), m.linkRevoked)}
              sx={{ minHeight: 44 }}
            >
              Turn link off
            </Button>
          )}
        </Stack>
        {!hasMobile && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {m.noMobile}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
