import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CalendarFeedPrivacy,
  calendarFeedPrivacies,
  calendarFeedPrivacyLabels,
  calendarFeedMessages as m,
} from '@portal/domain/calendar-feed';
import { useSnackbar } from '@portal/ui/feedback';
import { PageShell } from '@portal/ui/page';
import { useState } from 'react';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { type CalendarFeed, useCalendarFeed, useCalendarFeedActions } from '../api/use-calendar-feed.ts';

const crumbs = [
  { label: 'Home', to: '/home' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Phone calendar' },
] as const;
const TITLE = 'Phone calendar';
const button = { minHeight: 48 } as const;

const createdOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

type Actions = ReturnType<typeof useCalendarFeedActions>;
type Notify = (message: string, variant: 'success' | 'error') => void;

const FeedOff = ({ actions, notify }: { actions: Actions; notify: Notify }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Typography>
      See your lessons and time off in Google Calendar, Apple Calendar or Outlook on your phone. Turn on your calendar
      feed to get a private address to add there; your phone's calendar then keeps itself up to date.
    </Typography>
    <Box>
      <Button
        variant="contained"
        startIcon={<EventAvailable />}
        sx={button}
        disabled={actions.busy}
        onClick={async () => {
          const outcome = await actions.enable();
          notify(outcome.ok ? m.enabled : outcome.message, outcome.ok ? 'success' : 'error');
        }}
      >
        Turn on calendar feed
      </Button>
    </Box>
  </Box>
);

const FeedOn = ({ feed, actions, notify }: { feed: CalendarFeed; actions: Actions; notify: Notify }) => {
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      notify(m.copied, 'success');
    } catch {
      notify('Could not copy. Press and hold the address to copy it.', 'error');
    }
  };
  const confirmed = async () => {
    const outcome = confirm === 'reset' ? await actions.reset() : await actions.disable();
    setConfirm(null);
    notify(
      outcome.ok ? (confirm === 'reset' ? m.reset : m.disabled) : outcome.message,
      outcome.ok ? 'success' : 'error',
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          Your feed address
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Anyone with this address can see your lessons, so keep it private. Made {createdOn(feed.createdAt)}.
        </Typography>
        <TextField
          label="Secret address"
          value={feed.url}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ContentCopy />} sx={button} onClick={copy}>
            Copy address
          </Button>
          <Button variant="outlined" startIcon={<EventAvailable />} sx={button} href={feed.webcalUrl}>
            Add to calendar app
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="calendar-feed-how" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="calendar-feed-how" component="h2" variant="h6">
          Adding it to your calendar
        </Typography>
        <Typography component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          <li>Google Calendar: on a computer, Other calendars, +, From URL, then paste the address.</li>
          <li>iPhone or Mac: tap Add to calendar app, or Settings, Calendar, Accounts, Add Subscribed Calendar.</li>
          <li>Outlook: Add calendar, Subscribe from web, then paste the address.</li>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Calendar apps check for changes every few hours (Google's can take up to a day).
        </Typography>
      </Box>
      <FormControl disabled={actions.busy}>
        <FormLabel id="calendar-feed-privacy">Show learners in the feed as</FormLabel>
        <RadioGroup
          aria-labelledby="calendar-feed-privacy"
          value={feed.privacy}
          onChange={async (_event, value) => {
            const outcome = await actions.setPrivacy(value as CalendarFeedPrivacy);
            if (!outcome.ok) notify(outcome.message, 'error');
          }}
        >
          {calendarFeedPrivacies.map((privacy) => (
            <FormControlLabel
              key={privacy}
              value={privacy}
              control={<Radio />}
              label={calendarFeedPrivacyLabels[privacy]}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Phone numbers and notes are never in the feed.
        </Typography>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" sx={button} disabled={actions.busy} onClick={() => setConfirm('reset')}>
          Make a new address
        </Button>
        <Button variant="outlined" color="error" sx={button} disabled={actions.busy} onClick={() => setConfirm('off')}>
          Turn off feed
        </Button>
      </Box>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="calendar-feed-confirm">
        <DialogTitle id="calendar-feed-confirm">
          {confirm === 'reset' ? 'Make a new address?' : 'Turn off your calendar feed?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'reset'
              ? 'The old address stops working at once: calendars using it stop showing your lessons until you add the new one.'
              : 'The address stops working at once and your lessons leave the calendars that use it.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button sx={button} onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button variant="contained" color={confirm === 'off' ? 'error' : 'primary'} sx={button} onClick={confirmed}>
            {confirm === 'reset' ? 'Make new address' : 'Turn off'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** /calendar/feed: the instructor's private iCalendar feed for the phone's own calendar (issue 26 §3). */
export const CalendarFeedPage = () => {
  const { feed, loaded, error } = useCalendarFeed();
  const actions = useCalendarFeedActions();
  const { enqueueSnackbar } = useSnackbar();
  const notify: Notify = (message, variant) => enqueueSnackbar(message, { variant, autoHideDuration: 3000 });
  return (
    <PageAccessGate page="Calendar" title={TITLE} breadcrumbs={crumbs}>
      <PageShell title={TITLE} breadcrumbs={crumbs}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          {error && !loaded ? (
            <Typography role="alert">Your calendar feed could not be loaded. Please try again.</Typography>
          ) : !loaded ? (
            <Typography>Loading…</Typography>
          ) : feed ? (
            <FeedOn feed={feed} actions={actions} notify={notify} />
          ) : (
            <FeedOff actions={actions} notify={notify} />
          )}
        </Paper>
      </PageShell>
    </PageAccessGate>
  );
};
