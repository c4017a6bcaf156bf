import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { bioParagraphs, languageChips } from '@portal/domain/profile';
import { useNavigate } from 'react-router';
import type { BusinessProfile } from '../api/use-business-profile.ts';
import { hasAnyDetail } from './profile-form-values.ts';

/** Chips shown on the card before '+N'. */
const MAX_CHIPS = 3;

export const ProfileCard = ({ profile }: { profile: BusinessProfile }) => {
  const navigate = useNavigate();
  const { chips, more } = languageChips(profile.additionalLanguages, MAX_CHIPS);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="profile-card">
      <Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>Display name</Typography>
        <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{profile.displayName || '-'}</Typography>
      </Box>
      <Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>Additional languages</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          {chips.length === 0 && <Typography>-</Typography>}
          {chips.map((chip, i) => (
            <Chip key={profile.additionalLanguages[i]} label={chip} title={profile.additionalLanguages[i]} />
          ))}
          {more && (
            <Chip label={more} variant="outlined" title={profile.additionalLanguages.slice(MAX_CHIPS).join(', ')} />
          )}
        </Box>
      </Box>
      <Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>Bio</Typography>
        {bioParagraphs(profile.bio).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; lines may repeat
          <Typography key={i} sx={{ mt: 0.5 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Box>
        <Button
          variant="contained"
          sx={{ minHeight: 44, minWidth: { xs: '100%', sm: 160 } }}
          onClick={() => void navigate('/my-business-profile/profile-details', { state: { profile } })}
        >
          {hasAnyDetail(profile) ? 'Update' : 'Add details'}
        </Button>
      </Box>
    </Box>
  );
};
