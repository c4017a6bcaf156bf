import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, Typography } from '@mui/material';
import { createTestSchema, drivingTestStatuses, drivingTestTypes, learnerMessages } from '@portal/domain/learners';
import { FormField } from '@portal/ui/form';
import { format } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DrivingTestStatus, DrivingTestType } from '../../../gql/graphql.ts';
import { useCreateTest } from '../api/use-create-test.ts';
import { useDeleteTest } from '../api/use-delete-test.ts';
import type { LearnerDetails } from '../api/use-learner-details.ts';
import { useUpdateTest } from '../api/use-update-test.ts';

type Test = LearnerDetails['tests'][number];
type Props = { learnerId: string; tests: LearnerDetails['tests']; onChanged: () => void };
type Draft = { date: string; type: DrivingTestType; status: DrivingTestStatus };

const shown = (iso: string) => format(new Date(`${iso}T12:00:00`), 'dd/MM/yyyy');
const fresh: Draft = { date: '', type: 'Practical', status: 'Upcoming' };

type FormProps = {
  test: Test | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (draft: Draft) => void;
};

const testFormSchema = createTestSchema.omit({ learnerId: true });

/** A new test, or the one being changed: its date only while the test is editable (spec 3 §2.3). */
const TestForm = ({ test, busy, onCancel, onSave }: FormProps) => {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(testFormSchema),
    mode: 'onTouched',
    defaultValues: test ? { date: test.date, type: test.type, status: test.status } : fresh,
  });
  const dateLocked = test !== null && !test.editable;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} aria-label={test ? 'Edit test' : 'New test'} role="group">
      <FormField
        control={control}
        name="date"
        label="Test date"
        type="date"
        disabled={busy || dateLocked}
        helperText={dateLocked ? learnerMessages.testDateNotEditable : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormField control={control} name="type" select label="Test type" disabled={busy}>
        {drivingTestTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </FormField>
      <FormField control={control} name="status" select label="Test status" disabled={busy}>
        {drivingTestStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </FormField>
      <Stack direction="row" spacing={1}>
        <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" loading={busy} onClick={handleSubmit(onSave)} sx={{ minHeight: 44 }}>
          Save test
        </Button>
      </Stack>
    </Stack>
  );
};

type ListProps = {
  title: string;
  tests: Test[];
  busy: boolean;
  onEdit: (test: Test) => void;
  onDelete: (test: Test) => void;
};

/** The upcoming tests, or the history, each with Edit and Delete. */
const TestList = ({ title, tests, busy, onEdit, onDelete }: ListProps) =>
  tests.length > 0 && (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {tests.map((test) => {
        const what = `${test.type} test on ${shown(test.date)}`;
        return (
          <Stack key={test.id} direction="row" sx={{ alignItems: 'center' }} data-testid="driving-test">
            <Typography sx={{ flex: 1 }}>
              {shown(test.date)} · {test.type} · {test.status}
            </Typography>
            <IconButton
              aria-label={`Edit ${what}`}
              onClick={() => onEdit(test)}
              disabled={busy}
              sx={{ width: 44, height: 44 }}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={`Delete ${what}`}
              onClick={() => onDelete(test)}
              disabled={busy}
              sx={{ width: 44, height: 44 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
    </Box>
  );

/** Spec 3 §2.3 test details: the upcoming booking, the history by date; add, change and delete. */
export const TestDetailsCard = ({ learnerId, tests, onChanged }: Props) => {
  const createTest = useCreateTest();
  const deleteTest = useDeleteTest();
  const updateTest = useUpdateTest();
  /** 'new', the test being changed, or nothing. */
  const [editing, setEditing] = useState<'new' | Test | null>(null);
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
      setEditing(null);
      onChanged();
    }
  };
  const remove = (test: Test) => run(() => deleteTest(test.id));
  const save = (draft: Draft) =>
    run(() =>
      editing === 'new' || editing === null
        ? createTest({ learnerId, ...draft })
        : updateTest({ id: editing.id, ...draft }),
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Test details
        </Typography>
        {tests.length === 0 && <Typography color="text.secondary">No tests booked</Typography>}
        <TestList title="Upcoming" tests={upcoming} busy={busy} onEdit={setEditing} onDelete={remove} />
        <TestList title="History" tests={history} busy={busy} onEdit={setEditing} onDelete={remove} />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {editing ? (
          <TestForm
            key={editing === 'new' ? 'new' : editing.id}
            test={editing === 'new' ? null : editing}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSave={save}
          />
        ) : (
          <Button variant="outlined" onClick={() => setEditing('new')} sx={{ mt: 2, minHeight: 44 }}>
            Add test
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
