import ChatIcon from '@mui/icons-material/Chat';
import EditIcon from '@mui/icons-material/Edit';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { canEditHourlyRate, productCategoryOf, toNationalPhone } from '@portal/domain/learners';
import { format } from 'date-fns';
import { useState } from 'react';
import type { LearnerDetails } from '../api/use-learner-details.ts';
import { useLearnerLessonPrices } from '../api/use-learner-lesson-prices.ts';
import { useUpdateHourlyRate } from '../api/use-update-hourly-rate.ts';
import { HourlyRateDialog } from './hourly-rate-dialog.tsx';
import { LearnerDetailsDialog } from './learner-details-dialog.tsx';
import { LearnerPageCard } from './learner-page-card.tsx';
import { lessonTypeLabels } from './learner-rows.ts';
import { TestDetailsCard } from './test-details-card.tsx';

type Props = { learner: LearnerDetails; onChanged: () => void };

const Row = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
    <Typography sx={{ width: 130, flexShrink: 0 }} color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ wordBreak: 'break-word' }}>{value || '-'}</Typography>
  </Box>
);

const dob = (iso: string | null | undefined) => (iso ? format(new Date(`${iso}T12:00:00`), 'dd/MM/yyyy') : '');

/** Spec 3 §2.3 Details tab: the learner, their lessons' rate and their tests. */
export const LearnerDetailsTab = ({ learner, onChanged }: Props) => {
  const address = learner.pickupAddress ?? learner.address;
  const allocation = learner.allocations.find((a) => a.allocationStatus !== 'Rejected') ?? learner.allocations[0];
  const prices = useLearnerLessonPrices(allocation?.propositionAllocationKey ?? null, !allocation);
  const updateHourlyRate = useUpdateHourlyRate();
  const [editingRate, setEditingRate] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const mobile = toNationalPhone(learner.mobileNumber);
  const rateEditable =
    allocation && canEditHourlyRate({ ...allocation, customerType: learner.customerType }) && prices !== null;
  const maxPence =
    prices?.find((p) => allocation && p.lessonType === allocation.lessonType)?.price.pence ??
    prices?.find((p) => allocation && productCategoryOf(p.lessonType) === allocation.productCategory)?.price.pence ??
    0;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="h6" component="h2">
              Learner details
            </Typography>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              aria-label="Edit learner details"
              onClick={() => setEditingDetails(true)}
              sx={{ minHeight: 44, flexShrink: 0 }}
            >
              Edit
            </Button>
          </Stack>
          <Row label="Name" value={`${learner.name.title ?? ''} ${learner.name.fullName}`.trim()} />
          <Row label="Date of birth" value={dob(learner.dateOfBirth)} />
          <Row label="Mobile" value={mobile} />
          <Row label="Email" value={learner.emailAddress ?? ''} />
          <Row
            label="Pickup address"
            value={
              address ? [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ') : ''
            }
          />
          {mobile && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button
                variant="outlined"
                startIcon={<PhoneIcon />}
                href={`tel:${mobile}`}
                sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
              >
                Call
              </Button>
              <Button
                variant="outlined"
                startIcon={<ChatIcon />}
                href={`sms:${mobile}`}
                sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
              >
                Text
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      {allocation && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Lesson details
            </Typography>
            <Row label="Lesson type" value={lessonTypeLabels[allocation.lessonType]} />
            <Row label="Hourly rate" value={`${allocation.purchaseRate.formatted}/hr`} />
            {rateEditable && (
              <Button variant="outlined" onClick={() => setEditingRate(true)} sx={{ mt: 1, minHeight: 44 }}>
                Edit hourly rate
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      <LearnerPageCard learnerId={learner.id} hasMobile={Boolean(learner.mobileNumber)} />
      <TestDetailsCard learnerId={learner.id} tests={learner.tests} onChanged={onChanged} />
      {editingDetails && <LearnerDetailsDialog learner={learner} onClose={() => setEditingDetails(false)} />}
      {allocation && editingRate && (
        <HourlyRateDialog
          open
          learnerName={learner.name.fullName}
          current={allocation.purchaseRate}
          maxPence={maxPence}
          onClose={() => setEditingRate(false)}
          onSave={async (rate) => {
            const outcome = await updateHourlyRate(allocation.id, rate);
            if (outcome.ok) onChanged();
            return outcome.ok ? null : outcome.message;
          }}
        />
      )}
    </Stack>
  );
};
