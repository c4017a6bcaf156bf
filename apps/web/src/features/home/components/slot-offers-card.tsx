import Box from '@mui/material/Box';
import { lessonDayLabel, lessonTimeLabel } from '@portal/domain/learners';
import { slotOfferStateLabels } from '@portal/domain/slot-offers';
import { format } from 'date-fns';
import { useState } from 'react';
import { useCalendarSlotOffers } from '../../calendar/index.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardRowLink } from './dashboard-row-link.tsx';

const DAY = 86_400_000;

/**
 * Slots offered to learners (issue 27 §3) in the next two weeks: open ones with how many opened the link, taken
 * ones with who took them, as soon as it happens (asked again while one is open). Hidden when there are none.
 */
export const SlotOffersCard = () => {
  const [range] = useState(() => ({ start: new Date(), end: new Date(Date.now() + 14 * DAY) }));
  const { offers } = useCalendarSlotOffers(range);
  const shown = offers.filter((o) => o.state === 'Open' || o.state === 'Taken');
  if (shown.length === 0) return null;
  return (
    <DashboardCard testId="slot-offers" title="Slot offers">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((offer) => {
          const start = new Date(offer.startDateTime);
          const opened = offer.recipients.filter((r) => r.status !== 'Sent').length;
          const status =
            offer.state === 'Taken'
              ? `Taken by ${offer.takenBy}`
              : `${slotOfferStateLabels.Open}: offered to ${offer.recipients.length}, ${opened} opened`;
          return (
            <DashboardRowLink
              key={offer.id}
              to={`/calendar?view=day&date=${format(start, 'yyyy-MM-dd')}`}
              testId={'slot-offer-home'}
            >
              <Box component="span" sx={{ flex: 1 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {lessonDayLabel(start)}, {lessonTimeLabel(start)}
                </Box>
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
                  {status}
                </Box>
              </Box>
            </DashboardRowLink>
          );
        })}
      </Box>
    </DashboardCard>
  );
};
