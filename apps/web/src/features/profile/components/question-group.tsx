import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MAX_CHOICES, type QuestionKey, questionLabels, questionOptions } from '@portal/domain/profile';

type Props = { question: QuestionKey; value: string[]; onChange: (next: string[]) => void; error?: string };

/** One bio question: its fixed options as toggles, at most 3 chosen (spec 3 §5). */
export const QuestionGroup = ({ question, value, onChange, error }: Props) => {
  const full = value.length >= MAX_CHOICES;
  const handleToggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  const labelId = `question-${question}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={labelId} data-testid={labelId}>
      <Typography id={labelId} component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {questionLabels[question]}
      </Typography>
      <Typography sx={{ color: error ? 'error.main' : 'text.secondary', fontSize: '0.875rem', mb: 1 }}>
        {error ?? `Choose up to ${MAX_CHOICES} (${value.length} chosen)`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {questionOptions[question].map((option) => {
          const selected = value.includes(option);
          return (
            <Chip
              key={option}
              label={option}
              clickable
              aria-pressed={selected}
              disabled={!selected && full}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <Check /> : undefined}
              onClick={() => handleToggle(option)}
              sx={{ minHeight: 44, borderRadius: 22, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          );
        })}
      </Box>
    </Box>
  );
};
