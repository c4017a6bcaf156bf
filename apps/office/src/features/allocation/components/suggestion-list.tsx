import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueueLearnerDetail } from '../api/use-allocation-queue-learner.ts';

type Suggestion = QueueLearnerDetail['suggestions'][number];
type Props = { suggestions: readonly Suggestion[]; onAllocate: (s: Suggestion) => void; disabled: boolean };

/** Who could take the learner, best first, each with the reasons and an Allocate button. */
export const SuggestionList = ({ suggestions, onAllocate, disabled }: Props) =>
  suggestions.length === 0 ? (
    <Typography color="text.secondary">No instructor covers this learner with open places right now.</Typography>
  ) : (
    <List dense disablePadding aria-label="Suggested instructors">
      {suggestions.map((s) => (
        <ListItem key={s.franchiseId} divider data-testid={`suggestion-${s.adiNumber}`} sx={{ px: 0 }}>
          <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
            <Stack spacing={0.5} sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {s.instructorName}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ADI {s.adiNumber} · {s.franchiseName}
                </Typography>
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {s.reasons.map((reason) => (
                  <Chip key={reason} size="small" label={reason} />
                ))}
              </Stack>
            </Stack>
            <Button variant="contained" size="small" onClick={() => onAllocate(s)} disabled={disabled}>
              Allocate
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
