import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { feeMessages, weekStartOf } from '@portal/domain/accounts';
import { useState } from 'react';
import { useRunFeeInvoices } from '../api/use-fees.ts';

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The fee run on demand: bills the chosen week (a Monday) for the member's brands, each franchise once. */
export const FeeRunPanel = () => {
  const [week, setWeek] = useState(() => weekStartOf(todayIso()));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { start, fetching } = useRunFeeInvoices();
  const notMonday = week !== '' && weekStartOf(week) !== week;
  const onRun = async () => {
    setResult(null);
    const outcome = await start(week);
    setResult(
      outcome.ok
        ? {
            ok: true,
            text: `Issued ${outcome.value.issued.length} invoice${outcome.value.issued.length === 1 ? '' : 's'}; ${outcome.value.alreadyBilled} already billed for that week.`,
          }
        : { ok: false, text: outcome.message },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fee-run-title" sx={{ p: 2 }}>
      <Typography id="fee-run-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Fee run
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Runs by itself every Monday at 06:00. Running a week again bills only what is not billed yet.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label="Week starting (Monday)"
          value={week}
          onChange={(e) => setWeek(e.target.value)}
          error={notMonday}
          helperText={notMonday ? feeMessages.weekNotMonday : ' '}
          sx={{ width: 240 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={onRun} disabled={fetching || notMonday || week === ''}>
          Run fees for this week
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {result.text}
        </Alert>
      )}
    </Paper>
  );
};
