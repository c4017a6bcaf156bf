import { Button, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { PropositionType } from '@portal/domain/access';
import { newLearnerLessonTypes, newLearnerSchema, newLearnerMessages as nm } from '@portal/domain/learners';
import { penceToPoundsText } from '@portal/domain/money';
import { personTitles } from '@portal/domain/people';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionInstructor } from '../../../lib/session/session-context.ts';
import { useAddLearner } from '../api/use-add-learner.ts';
import type { FoundAddress } from '../api/use-address-search.ts';
import { useLessonPrices } from '../api/use-lesson-prices.ts';
import { AddressPicker } from './address-picker.tsx';
import { lessonTypeLabels } from './learner-rows.ts';

const ADDING: readonly PropositionType[] = ['Full', 'PartnerLite', 'Trainee'];
type Values = {
  title: string;
  firstName: string;
  lastName: string;
  pickupPostcode: string;
  phoneNumber: string;
  emailAddress: string;
  dateOfBirth: string;
  lessonType: string;
  hourlyRate: string;
  franchiseId: string;
};
const empty: Values = {
  title: '',
  firstName: '',
  lastName: '',
  pickupPostcode: '',
  phoneNumber: '',
  emailAddress: '',
  dateOfBirth: '',
  lessonType: 'Standard',
  hourlyRate: '',
  franchiseId: '',
};

/** Spec 3 §2.2 / §5: the new self-sourced learner, checked by the same rules as the server. */
export const NewLearnerForm = ({ instructor }: { instructor: SessionInstructor }) => {
  const franchises = instructor.propositions.filter((p) => ADDING.includes(p.proposition.type));
  const [values, setValues] = useState<Values>({
    ...empty,
    franchiseId: franchises.length === 1 ? (franchises[0]?.id ?? '') : '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [address, setAddress] = useState<FoundAddress | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const api = useAddLearner();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const prices = useLessonPrices(values.franchiseId || (franchises[0]?.id ?? null));
  const priceOf = (lessonType: string) => prices?.find((p) => p.lessonType === lessonType)?.price.pence ?? 0;
  const [rateTouched, setRateTouched] = useState(false);
  const shownRate = rateTouched || !prices ? values.hourlyRate : penceToPoundsText(priceOf(values.lessonType));
  const schema = newLearnerSchema({ now: new Date(), priceFor: priceOf, franchiseRequired: franchises.length > 1 });
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const payload = () => ({
    ...values,
    address,
    phoneNumber: values.phoneNumber || null,
    hourlyRate: shownRate.trim() === '' ? Number.NaN : Number(shownRate),
    franchiseId: values.franchiseId || null,
  });
  const fieldErrors = () => {
    const result = schema.safeParse(payload());
    const found: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
    }
    return found;
  };
  const blur = (key: string) => () => setErrors((e) => ({ ...e, [key]: fieldErrors()[key] }));
  const handleEmailBlur = async () => {
    const own = fieldErrors().emailAddress;
    if (own) return setErrors((e) => ({ ...e, emailAddress: own }));
    if (await api.emailExists(values.emailAddress.trim())) setErrors((e) => ({ ...e, emailAddress: nm.emailInUse }));
  };
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = fieldErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const p = payload();
    const outcome = await api.create({
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth,
      phoneNumber: p.phoneNumber,
      emailAddress: p.emailAddress,
      pickupPostcode: p.pickupPostcode,
      address: p.address,
      lessonType: p.lessonType as (typeof newLearnerLessonTypes)[number],
      hourlyRate: p.hourlyRate,
      instructorId: instructor.id,
      lineItemId: p.franchiseId,
    });
    setSubmitting(false);
    if (outcome.ok) navigate(`/learners/${outcome.value}`);
    else enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
  };
  const field = (key: keyof Values, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={key === 'hourlyRate' ? shownRate : values[key]}
      onChange={set(key)}
      onBlur={blur(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      fullWidth
      disabled={submitting}
      {...extra}
    />
  );
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ maxWidth: 560, p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Create a new self-sourced learner
      </Typography>
      <Stack spacing={1}>
        {field('title', 'Title', {
          select: true,
          children: personTitles.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          )),
        })}
        {field('firstName', 'First name', { autoComplete: 'off' })}
        {field('lastName', 'Last name', { autoComplete: 'off' })}
        <AddressPicker
          label="Pickup postcode"
          postcode={values.pickupPostcode}
          onPostcodeChange={(value) => set('pickupPostcode')({ target: { value } })}
          onPostcodeBlur={blur('pickupPostcode')}
          postcodeError={errors.pickupPostcode}
          addressError={errors.address}
          onAddress={(found) => {
            setAddress(found);
            if (found) setErrors((e) => ({ ...e, address: undefined }));
          }}
          disabled={submitting}
        />
        {field('phoneNumber', 'Mobile (optional)', {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
          onChange: (e: { target: { value: string } }) =>
            set('phoneNumber')({ target: { value: e.target.value.replace(/\D/g, '') } }),
        })}
        {field('emailAddress', 'Email', { type: 'email', onBlur: handleEmailBlur })}
        {field('dateOfBirth', 'Date of birth', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {field('lessonType', 'Lesson type', {
          select: true,
          children: newLearnerLessonTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {lessonTypeLabels[t]}
            </MenuItem>
          )),
        })}
        {field('hourlyRate', 'Hourly rate (£)', {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
          onChange: (e: { target: { value: string } }) => {
            setRateTouched(true);
            const text = e.target.value.replace(/[^\d.]/g, '');
            if (/^\d*(\.\d{0,2})?$/.test(text)) set('hourlyRate')({ target: { value: text } });
          },
        })}
        {franchises.length > 1 &&
          field('franchiseId', 'Franchise', {
            select: true,
            children: franchises.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.proposition.name}
              </MenuItem>
            )),
          })}
        <Button type="submit" variant="contained" loading={submitting} sx={{ minHeight: 48 }}>
          Create learner
        </Button>
      </Stack>
    </Card>
  );
};
