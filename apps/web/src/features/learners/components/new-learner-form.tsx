import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, MenuItem, Stack, Typography } from '@mui/material';
import type { PropositionType } from '@portal/domain/access';
import {
  type NewLearnerCommand,
  type NewLearnerFormValues,
  newLearnerFormSchema,
  newLearnerLessonTypes,
  newLearnerMessages as nm,
} from '@portal/domain/learners';
import { penceToPoundsText } from '@portal/domain/money';
import { useSnackbar } from '@portal/ui/feedback';
import { FormField } from '@portal/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SessionInstructor } from '../../../lib/session/session-context.ts';
import { useCreateSelfSourcedLearner } from '../api/use-create-self-sourced-learner.ts';
import { useEmailExists } from '../api/use-email-exists.ts';
import { useLearnerLessonPrices } from '../api/use-learner-lesson-prices.ts';
import { FormAddressPicker } from './address-picker.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { lessonTypeLabels } from './learner-rows.ts';
import { titleOptions } from './title-options.tsx';

const ADDING: readonly PropositionType[] = ['Full', 'PartnerLite', 'Trainee'];
type Values = NewLearnerFormValues;

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');
/** Pounds as typed: digits and one point with at most two decimals; anything else is not taken. */
const poundsAsTyped = (typed: string, current: string) => {
  const text = typed.replace(/[^\d.]/g, '');
  return /^\d*(\.\d{0,2})?$/.test(text) ? text : current;
};

/**
 * The form: the domain's new-learner rules (the server's), each field's message once it is left, all on Create;
 * the hourly rate follows the instructor's price for the lesson type until it is typed.
 */
const useNewLearnerForm = (franchises: SessionInstructor['propositions']) => {
  // The rate's bound is the instructor's price for the lesson type, known once the prices have loaded.
  const pricing = useRef<(lessonType: string) => number>(() => 0);
  const [resolver] = useState(() => {
    const schema = newLearnerFormSchema({
      now: new Date(),
      priceFor: (lessonType) => pricing.current(lessonType),
      franchiseRequired: franchises.length > 1,
    });
    return zodResolver(schema);
  });
  const form = useForm<Values, unknown, NewLearnerCommand>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: '',
      firstName: '',
      lastName: '',
      pickupPostcode: '',
      address: null,
      phoneNumber: '',
      emailAddress: '',
      dateOfBirth: '',
      lessonType: 'Standard',
      hourlyRate: '',
      franchiseId: franchises.length === 1 ? (franchises[0]?.id ?? '') : '',
    },
  });
  const [franchiseId, lessonType] = useWatch({ control: form.control, name: ['franchiseId', 'lessonType'] });
  const prices = useLearnerLessonPrices(franchiseId || (franchises[0]?.id ?? null));
  const priceOf = (type: string) => prices?.find((p) => p.lessonType === type)?.price.pence ?? 0;
  useEffect(() => {
    pricing.current = priceOf;
  });
  const defaultRate = prices ? penceToPoundsText(priceOf(lessonType)) : null;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (defaultRate !== null && !getFieldState('hourlyRate').isDirty) setValue('hourlyRate', defaultRate);
  }, [defaultRate, getFieldState, setValue]);
  return form;
};

/** The email's in-use check once it is left, and Create: the learner's page, or the refusal in a toast. */
const useNewLearnerActions = (form: ReturnType<typeof useNewLearnerForm>, instructorId: string) => {
  const create = useCreateSelfSourcedLearner();
  const emailExists = useEmailExists();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { handleSubmit, trigger, getValues, setError } = form;
  const handleEmailBlur = async () => {
    if (!(await trigger('emailAddress'))) return;
    if (await emailExists(getValues('emailAddress').trim())) {
      setError('emailAddress', { type: 'inUse', message: nm.emailInUse });
    }
  };
  const handleCreate = handleSubmit(async ({ franchiseId, ...learner }) => {
    const outcome = await create({ ...learner, instructorId, lineItemId: franchiseId || null });
    if (outcome.ok) navigate(`/learners/${outcome.value}`);
    else enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
  });
  return { handleEmailBlur, handleCreate };
};

/** Spec 3 §2.2 / §5: the new self-sourced learner, checked by the same rules as the server. */
export const NewLearnerForm = ({ instructor }: { instructor: SessionInstructor }) => {
  const franchises = instructor.propositions.filter((p) => ADDING.includes(p.proposition.type));
  const form = useNewLearnerForm(franchises);
  const { handleEmailBlur, handleCreate } = useNewLearnerActions(form, instructor.id);
  const { control, formState } = form;
  const submitting = formState.isSubmitting;
  const field = { control, fullWidth: true, disabled: submitting, helperText: ' ' } as const;
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleCreate}
      sx={{ maxWidth: 560, p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Create a new self-sourced learner
      </Typography>
      <Stack spacing={1}>
        <FormField {...field} name="title" label="Title" select>
          {titleOptions}
        </FormField>
        <FormField {...field} name="firstName" label="First name" autoComplete="off" />
        <FormField {...field} name="lastName" label="Last name" autoComplete="off" />
        <FormAddressPicker
          control={control}
          name="pickupPostcode"
          label="Pickup postcode"
          addressError={formState.errors.address?.message}
          onAddress={(found) => {
            form.setValue('address', found);
            if (found) form.clearErrors('address');
          }}
          disabled={submitting}
        />
        <FormField
          {...field}
          name="phoneNumber"
          label="Mobile (optional)"
          format={digitsOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormField {...field} name="emailAddress" label="Email" type="email" onBlur={handleEmailBlur} />
        <DateOfBirthField control={control} disabled={submitting} />
        <FormField {...field} name="lessonType" label="Lesson type" select>
          {newLearnerLessonTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {lessonTypeLabels[t]}
            </MenuItem>
          ))}
        </FormField>
        <FormField
          {...field}
          name="hourlyRate"
          label="Hourly rate (£)"
          format={poundsAsTyped}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {franchises.length > 1 && (
          <FormField {...field} name="franchiseId" label="Franchise" select>
            {franchises.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.proposition.name}
              </MenuItem>
            ))}
          </FormField>
        )}
        <Button type="submit" variant="contained" loading={submitting} sx={{ minHeight: 48 }}>
          Create learner
        </Button>
      </Stack>
    </Card>
  );
};
