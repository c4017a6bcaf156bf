import { Alert, Box, Button, Chip, DialogActions, DialogContent, Typography } from '@mui/material';
import { lessonDayLabel, lessonTimeLabel } from '@portal/domain/learners';
import {
  slotOfferMessages as m,
  offerLessonTypeLabels,
  slotOfferRecipientLabels,
  slotOfferStateLabels,
} from '@portal/domain/slot-offers';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import type { SlotOfferDetails } from '../../api/use-slot-offer.ts';
import { useWithdrawSlotOffer } from '../../api/use-withdraw-slot-offer.ts';

const stateColour = { Open: 'primary', Taken: 'success', Withdrawn: 'default', Expired: 'default' } as const;
const recipientColour = { Sent: 'default', Opened: 'info', Accepted: 'success', TooLate: 'default' } as const;

type Props = { offer: SlotOfferDetails; onChanged: () => void; onClose: () => void };

/** A live offer: the slot, its state, who was offered, who opened it and who took it; Withdraw while open. */
export const SlotOfferView = ({ offer, onChanged, onClose }: Props) => {
  const { withdraw, fetching } = useWithdrawSlotOffer(offer.id);
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const start = new Date(offer.startDateTime);
  const until = new Date(offer.standsUntil);
  const handleWithdraw = async () => {
    const outcome = await withdraw();
    if (!outcome.ok) return setError(outcome.message);
    enqueueSnackbar(m.withdrawn, { variant: 'success' });
    onChanged();
  };
  const typeLabel = offerLessonTypeLabels[offer.lessonType as keyof typeof offerLessonTypeLabels] ?? offer.lessonType;
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, flex: 1 }}>
            {lessonDayLabel(start)}, {lessonTimeLabel(start)} to {lessonTimeLabel(new Date(offer.endDateTime))}
          </Typography>
          <Chip
            label={slotOfferStateLabels[offer.state]}
            color={stateColour[offer.state]}
            size="small"
            data-testid="slot-offer-state"
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {typeLabel} lesson · offer stands until {lessonDayLabel(until)}, {lessonTimeLabel(until)}
        </Typography>
        {offer.takenBy && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {offer.takenBy} took it: the lesson is in your calendar.
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
          Offered to
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Offered to">
          {offer.recipients.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid="slot-offer-recipient"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>{r.fullName}</Box>
              <Chip label={slotOfferRecipientLabels[r.status]} color={recipientColour[r.status]} size="small" />
            </Box>
          ))}
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {offer.state === 'Open' && (
          <Button color="error" onClick={handleWithdraw} disabled={fetching} sx={{ mr: 'auto', minHeight: 48 }}>
            {m.withdraw}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 48 }}>
          Done
        </Button>
      </DialogActions>
    </>
  );
};
