import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { drivingTestStatuses, drivingTestTypes } from '@portal/domain/learners';
import { format } from 'date-fns';
import { useState } from 'react';
import type { DrivingTestStatus, DrivingTestType } from '../../../gql/graphql.ts';
import type { LearnerDetails } from '../api/use-learner.ts';
import { useLearnerMutations } from '../api/use-learner-mutations.ts';

type Props = { learnerId: string; tests: LearnerDetails['tests']; onChanged: () => void };

const shown = (iso: string) => format(new Date(`${iso}T12:00:00`), 'dd/MM/yyyy');

/** Spec 3 §2.3 test details: the upcoming booking, the history by date; add and delete. */
export const TestDetailsCard = ({ learnerId, tests, onChanged }: Props) => {
  const { createTest, deleteTest } = useLearnerMutations();
  const [adding, setAdding] = useState(false);
  const [date, setDate] = useState('');
  const [type, setType] = useState<DrivingTestType>('Practical');
  const [status, setStatus] = useState<DrivingTestStatus>('Upcoming');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upcoming = tests.filter((t) => t.editable);
  const history = tests.filter((t) => !t.editable).reverse();
  const run = async (action: () => Promise<{ ok: boolean; message?: string }>) => {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    setError(outcome.ok ? null : (outcome.message ?? null));
    if (outcome.ok) {
      setAdding(false);
      onChanged();
    }
  };
  const list = (title: string, items: typeof tests) =>
    items.length > 0 && (
      <Box sx={{ mt: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        {items.map((test) => (
          <Stack key={test.id} direction="row" sx={{ alignItems: 'center' }} data-testid="driving-test">
            <Typography sx={{ flex: 1 }}>
              {shown(test.date)} · {test.type} · {test.status}
            </Typography>
            <IconButton
              aria-label={`Delete ${test.type} test on ${shown(test.date)}`}
              onClick={() => run(() => deleteTest(test.id))}
              disabled={busy}
              sx={{ width: 44, height: 44 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Box>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Test details
        </Typography>
        {tests.length === 0 && <Typography color="text.secondary">No tests booked</Typography>}
        {list('Upcoming', upcoming)}
        {list('History', history)}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {adding ? (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label="Test date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label="Test type"
              value={type}
              onChange={(e) => setType(e.target.value as DrivingTestType)}
            >
              {drivingTestTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Test status"
              value={status}
              onChange={(e) => setStatus(e.target.value as DrivingTestStatus)}
            >
              {drivingTestStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setAdding(false)} sx={{ minHeight: 44 }}>
                Cancel
              </Button>
              <Button
                variant="contained"
                loading={busy}
                onClick={() => run(() => createTest({ learnerId, date, type, status }))}
                sx={{ minHeight: 44 }}
              >
                Save test
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Button variant="outlined" onClick={() => setAdding(true)} sx={{ mt: 2, minHeight: 44 }}>
            Add test
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
