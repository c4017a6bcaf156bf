import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import {
  canDecreaseScore,
  canIncreaseScore,
  learnerMessages,
  progressOf,
  skillLevelName,
  stepScore,
} from '@portal/domain/learners';
import { useSnackbar } from '@portal/ui/feedback';
import { useMemo, useState } from 'react';
import { useLearnerProgress } from '../api/use-learner-progress.ts';
import { useUpdateLearnerProgress } from '../api/use-update-learner-progress.ts';

const Bar = ({ value, label }: { value: number; label: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
    <LinearProgress
      variant="determinate"
      value={value}
      sx={{ flex: 1, height: 8, borderRadius: 4 }}
      aria-label={label}
    />
    <Typography sx={{ width: 44, textAlign: 'right' }}>{value}%</Typography>
  </Stack>
);

const diffText = (diff: number) => (diff > 0 ? `+${diff}` : diff < 0 ? `${diff}` : '');

/** Spec 3 §2.5: overall progress, the 8 DVSA groups, a step at a time, saved in one tap. */
export const ProgressTab = ({ learnerId }: { learnerId: string }) => {
  const { progress, refetch } = useLearnerProgress(learnerId);
  const saveProgress = useUpdateLearnerProgress();
  const { enqueueSnackbar } = useSnackbar();
  const [edits, setEdits] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const saved = useMemo(
    () => Object.fromEntries(progress?.categories.flatMap((c) => c.skills.map((s) => [s.id, s.score])) ?? []),
    [progress],
  );
  const current = { ...saved, ...edits };
  const shown = progressOf(current);
  if (!progress) return null;
  const change = (id: string, step: 1 | -1) => setEdits((e) => ({ ...e, [id]: stepScore(current[id] ?? 0, step) }));
  const dirty = Object.entries(edits).some(([id, score]) => saved[id] !== score);
  const handleSave = async () => {
    setSaving(true);
    const skills = Object.entries(current).map(([id, score]) => ({ id, score: score ?? 0 }));
    const outcome = await saveProgress(learnerId, skills);
    setSaving(false);
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return;
    }
    setEdits({});
    enqueueSnackbar(learnerMessages.progressSaved, { variant: 'success' });
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Box sx={{ pb: 10 }}>
      <Typography variant="h6" component="h2">
        Overall progress
      </Typography>
      <Bar value={shown.overallProgress} label="Overall progress" />
      <Box sx={{ mt: 2 }}>
        {shown.categories.map((category) => (
          <Accordion key={category.id} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
              <Stack sx={{ width: '100%', pr: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{category.categoryName}</Typography>
                <Bar value={category.progressPercentage} label={`${category.categoryName} progress`} />
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              {category.skills.map((skill) => {
                const diff = skill.score - (saved[skill.id] ?? 0);
                return (
                  <Stack
                    key={skill.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', py: 0.5 }}
                    data-testid={`skill-${skill.id}`}
                  >
                    <Box sx={{ flex: 1 }}>
                      <Typography>{skill.skillName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {skillLevelName(skill.score)}
                      </Typography>
                    </Box>
                    <IconButton
                      aria-label={`Lower ${skill.skillName}`}
                      onClick={() => change(skill.id, -1)}
                      disabled={!canDecreaseScore(skill.score) || saving}
                      sx={{ width: 44, height: 44 }}
                    >
                      <RemoveIcon />
                    </IconButton>
                    <Typography
                      sx={{ width: 20, textAlign: 'center', fontWeight: 600 }}
                      aria-label={`${skill.skillName} score`}
                    >
                      {skill.score}
                    </Typography>
                    <IconButton
                      aria-label={`Raise ${skill.skillName}`}
                      onClick={() => change(skill.id, 1)}
                      disabled={!canIncreaseScore(skill.score) || saving}
                      sx={{ width: 44, height: 44 }}
                    >
                      <AddIcon />
                    </IconButton>
                    <Typography sx={{ width: 28, color: diff > 0 ? 'success.dark' : 'error.dark' }}>
                      {diffText(diff)}
                    </Typography>
                  </Stack>
                );
              })}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Box
        sx={{
          position: { xs: 'fixed', sm: 'static' },
          bottom: 0,
          left: 0,
          right: 0,
          p: { xs: 2, sm: 0 },
          mt: { sm: 2 },
          bgcolor: 'background.paper',
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
          zIndex: 2,
        }}
      >
        <Button
          variant="contained"
          fullWidth
          onClick={handleSave}
          disabled={!dirty}
          loading={saving}
          sx={{ minHeight: 48, maxWidth: { sm: 280 } }}
        >
          Save progress report
        </Button>
      </Box>
    </Box>
  );
};
