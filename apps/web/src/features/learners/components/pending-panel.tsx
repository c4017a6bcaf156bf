import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { RouterLink } from '@portal/ui/layout';
import { useState } from 'react';
import type { ListedLearner } from '../api/use-learners-list.ts';
import { shownAddress } from './learner-rows.ts';
import { RejectLearnerDialog } from './reject-learner-dialog.tsx';

type Props = {
  learners: readonly ListedLearner[];
  onReject: (learnerId: string, reason: string) => Promise<boolean>;
  /** Accepts the learner (the allocation becomes Approved); resolves whether it was. */
  onAccept: (learnerId: string) => Promise<boolean>;
};

/** Spec 3 §2.1: learners the business allocated, waiting for the instructor's approval. */
export const PendingPanel = ({ learners, onReject, onAccept }: Props) => {
  const [rejecting, setRejecting] = useState<ListedLearner | null>(null);
  const [accepting, setAccepting] = useState<ReadonlySet<string>>(new Set());
  const accept = async (learnerId: string) => {
    setAccepting((current) => new Set([...current, learnerId]));
    await onAccept(learnerId);
    setAccepting((current) => new Set([...current].filter((id) => id !== learnerId)));
  };
  if (learners.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="pending-learners-heading">
      <CardContent>
        <Typography id="pending-learners-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          New learners to approve ({learners.length})
        </Typography>
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {learners.map((learner) => (
            <Stack
              key={learner.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ py: 1.5, alignItems: { sm: 'center' } }}
              data-testid="pending-learner"
            >
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {learner.name.fullName} <Chip label="New" color="success" size="small" sx={{ ml: 0.5 }} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {shownAddress(learner)?.postcode ?? ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={`/learners/${learner.id}`} sx={{ minHeight: 44 }}>
                  View
                </Button>
                <Button
                  color="success"
                  variant="contained"
                  disabled={accepting.has(learner.id)}
                  onClick={() => void accept(learner.id)}
                  aria-label={`Accept ${learner.name.fullName}`}
                  sx={{ minHeight: 44 }}
                >
                  Accept
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => setRejecting(learner)}
                  aria-label={`Reject ${learner.name.fullName}`}
                  sx={{ minHeight: 44 }}
                >
                  Reject
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <RejectLearnerDialog
        learnerName={rejecting?.name.fullName ?? null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return false;
          const done = await onReject(rejecting.id, reason);
          if (done) setRejecting(null);
          return done;
        }}
      />
    </Card>
  );
};
