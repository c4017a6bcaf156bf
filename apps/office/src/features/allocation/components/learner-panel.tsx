import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAllocateLearner } from '../api/use-allocate-learner.ts';
import { type QueueLearnerDetail, useAllocationQueueLearner } from '../api/use-allocation-queue-learner.ts';
import { AllocateDialog } from './allocate-dialog.tsx';
import { AttemptHistory } from './attempt-history.tsx';
import { brandLabel, daysLabel, lessonLabel } from './queue-words.ts';
import { SuggestionList } from './suggestion-list.tsx';

type Suggestion = QueueLearnerDetail['suggestions'][number];
type Props = { id: string; version: number; onAllocated: () => void };

const stateWords = { Waiting: 'Waiting for an instructor', Offered: 'Offered', Allocated: 'Allocated' } as const;

/** A queued learner: who they are and want, who could take them (Allocate), and who was tried. */
export const LearnerPanel = ({ id, version, onAllocated }: Props) => {
  const { detail, refresh } = useAllocationQueueLearner(id);
  const { allocate, fetching } = useAllocateLearner();
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A live change (an answer, someone else's allocation) fetches the panel again.
  useEffect(() => {
    if (version > 0) refresh();
  }, [version, refresh]);
  if (!detail) return null;
  const { learner, history, suggestions, moreSuggestions } = detail;
  const handleConfirm = async () => {
    if (!chosen) return;
    const outcome = await allocate(learner.id, chosen.franchiseId);
    if (!outcome.ok) return setError(outcome.message);
    setChosen(null);
    onAllocated();
    refresh();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="learner-panel-title">
      <Stack spacing={2}>
        <div>
          <Typography variant="h2" id="learner-panel-title" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {learner.name}
          </Typography>
          <Typography color="text.secondary">
            {brandLabel(learner.brand)} · {lessonLabel[learner.lessonType]}, {learner.transmission.toLowerCase()} ·{' '}
            {learner.postcode} · {daysLabel(learner.preferredDays)} ({learner.preferredParts.join(', ').toLowerCase()})
          </Typography>
          <Typography color="text.secondary">
            {learner.emailAddress}
            {learner.mobileNumber ? ` · ${learner.mobileNumber}` : ''}
          </Typography>
        </div>
        <Alert severity={learner.state === 'Waiting' ? 'info' : 'success'} data-testid="learner-state">
          {stateWords[learner.state]}
          {learner.state !== 'Waiting' && learner.offeredTo ? ` to ${learner.offeredTo}` : ''}
        </Alert>
        {learner.state === 'Waiting' && (
          <section aria-labelledby="suggestions-title">
            <Typography variant="h3" id="suggestions-title" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
              Suggested instructors
            </Typography>
            <SuggestionList suggestions={suggestions} onAllocate={setChosen} disabled={fetching} />
            {moreSuggestions && (
              <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="more-suggestions">
                The best {suggestions.length} are shown; more instructors cover this postcode with places free.
              </Typography>
            )}
          </section>
        )}
        <section aria-labelledby="history-title">
          <Typography variant="h3" id="history-title" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
            Who was tried
          </Typography>
          <AttemptHistory history={history} />
        </section>
      </Stack>
      <AllocateDialog
        learner={learner.name}
        instructor={chosen?.instructorName ?? null}
        error={error}
        busy={fetching}
        onConfirm={handleConfirm}
        onClose={() => {
          setChosen(null);
          setError(null);
        }}
      />
    </Paper>
  );
};
