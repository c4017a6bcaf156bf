import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AwardCount, awardName, selectAwards, supportersLabel } from '@portal/domain/profile';
import { useState } from 'react';

const AwardRow = ({ award }: { award: AwardCount }) => (
  <Box
    component="li"
    sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
  >
    <EmojiEvents sx={{ color: 'secondary.main' }} aria-hidden />
    <Typography sx={{ flex: 1, fontWeight: 500 }}>{awardName(award.award)}</Typography>
    <Typography sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{supportersLabel(award.count)}</Typography>
  </Box>
);

/** Spec 3 §2.8 "Latest updates": the 4 highest-supported awards, the rest on demand. */
export const ProfileAwards = ({ awards }: { awards: readonly AwardCount[] }) => {
  const [showAll, setShowAll] = useState(false);
  const { top, rest } = selectAwards(awards);
  if (top.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No awards from learners yet.</Typography>;
  }
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Awards">
        {(showAll ? [...top, ...rest] : top).map((award) => (
          <AwardRow key={award.award} award={award} />
        ))}
      </Box>
      {rest.length > 0 && (
        <Button sx={{ mt: 1, minHeight: 44 }} onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
          {showAll ? 'Show fewer' : `View all (${rest.length} more)`}
        </Button>
      )}
    </Box>
  );
};
