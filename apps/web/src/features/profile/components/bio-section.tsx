import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import {
  type BadgeType,
  badgeDateQuestion,
  emptyAnswers,
  hasAnyAnswer,
  profileMessages as m,
  questionKeys,
} from '@portal/domain/profile';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useGenerateBio } from '../api/use-generate-bio.ts';
import { BadgeDateField } from './badge-date-field.tsx';
import type { ProfileFormValues } from './profile-form-values.ts';
import { QuestionGroup } from './question-group.tsx';

type Props = { form: UseFormReturn<ProfileFormValues>; personKey: string; badgeType: BadgeType };

const dirty = { shouldDirty: true, shouldValidate: true } as const;

type AnswersProps = {
  form: UseFormReturn<ProfileFormValues>;
  badgeType: BadgeType;
  canGenerate: boolean;
  generating: boolean;
  onGenerate: () => void;
};

/** The badge date question, the five question groups and 'Generate Bio'. */
const AnswersForm = ({ form, badgeType, canGenerate, generating, onGenerate }: AnswersProps) => {
  const { control, formState } = form;
  return (
    <>
      <Controller
        control={control}
        name="badgeDate"
        render={({ field, fieldState }) => (
          <BadgeDateField
            label={badgeDateQuestion(badgeType)}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {questionKeys.map((key) => (
        <Controller
          key={key}
          control={control}
          name={`questionAnswers.${key}`}
          render={({ field }) => (
            <QuestionGroup
              question={key}
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.questionAnswers?.[key]?.message}
            />
          )}
        />
      ))}
      <Box>
        <Button
          variant="contained"
          sx={{ minHeight: 44, minWidth: { xs: '100%', sm: 200 } }}
          disabled={!canGenerate}
          onClick={onGenerate}
          startIcon={generating ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Generate Bio
        </Button>
      </Box>
    </>
  );
};

/**
 * Spec 3 §4: with a bio the questions are hidden behind 'Edit answers' and 'Clear Bio'; 'Generate Bio' is
 * disabled while generating or with no answers.
 */
export const BioSection = ({ form, personKey, badgeType }: Props) => {
  const { control, setValue, getValues } = form;
  const bio = useWatch({ control, name: 'bio' });
  const answers = useWatch({ control, name: 'questionAnswers' });
  const [showAnswers, setShowAnswers] = useState(() => !getValues('bio'));
  const [generating, setGenerating] = useState(false);
  const generate = useGenerateBio(personKey);
  const { enqueueSnackbar } = useSnackbar();

  const handleClear = () => {
    setValue('badgeDate', '', dirty);
    setValue('questionAnswers', emptyAnswers(), dirty);
    setValue('bio', '', dirty);
    setShowAnswers(true);
  };
  const handleGenerate = async () => {
    setGenerating(true);
    const outcome = await generate(getValues());
    setGenerating(false);
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return;
    }
    setValue('bio', outcome.value, dirty);
    setShowAnswers(false);
    enqueueSnackbar(m.bioGenerated, { variant: 'success', autoHideDuration: 2000 });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {bio && (
        <Controller
          control={control}
          name="bio"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Bio"
              multiline
              minRows={6}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'Adjust the wording as you like before saving.'}
            />
          )}
        />
      )}
      {bio && !showAnswers && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => setShowAnswers(true)}>
            Edit answers
          </Button>
          <Button variant="outlined" color="error" sx={{ minHeight: 44 }} onClick={handleClear}>
            Clear Bio
          </Button>
        </Box>
      )}
      {showAnswers && (
        <AnswersForm
          form={form}
          badgeType={badgeType}
          canGenerate={!generating && hasAnyAnswer(answers)}
          generating={generating}
          onGenerate={() => void handleGenerate()}
        />
      )}
    </Box>
  );
};
