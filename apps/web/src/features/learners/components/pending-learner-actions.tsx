import { Alert, Button, Stack } from '@mui/material';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApproveLearner } from '../api/use-approve-learner.ts';
import { useRejectLearner } from '../api/use-reject-learner.ts';
import { RejectLearnerDialog } from './reject-learner-dialog.tsx';

type Props = { instructorId: string; learner: { id: string; name: { fullName: string } }; onAccepted: () => void };

/** Issue 23 defect 1: a pending learner's page offers what home's reminder promises - accept, or reject. */
export const PendingLearnerActions = ({ instructorId, learner, onAccepted }: Props) => {
  const approve = useApproveLearner(instructorId);
  const reject = useRejectLearner(instructorId);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const accept = async () => {
    setBusy(true);
    const outcome = await approve(learner.id);
    setBusy(false);
    if (!outcome.ok) return void enqueueSnackbar(outcome.message, { variant: 'error' });
    enqueueSnackbar(`${learner.name.fullName} is now your learner`, { variant: 'success' });
    onAccepted();
  };
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2, alignItems: 'center' }}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              color="success"
              variant="contained"
              disabled={busy}
              onClick={() => void accept()}
              sx={{ minHeight: 44 }}
            >
              Accept
            </Button>
            <Button color="error" variant="outlined" onClick={() => setRejecting(true)} sx={{ minHeight: 44 }}>
              Reject
            </Button>
          </Stack>
        }
      >
        New learner waiting for your approval.
      </Alert>
      <RejectLearnerDialog
        learnerName={rejecting ? learner.name.fullName : null}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          const outcome = await reject(learner.id, reason);
          if (outcome.ok) navigate('/learners');
          return outcome.ok;
        }}
      />
    </>
  );
};
