import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import { type AreaDraft, toggleDiscount } from '../hooks/area-draft.ts';

const forWhom = { NewLearner: 'New learners', ExistingLearner: 'Existing learners' } as const;

/** The region's discounts, each an opt-in (spec 3 §9). */
export const DiscountList = ({
  region,
  draft,
  onChange,
}: {
  region: AreaRegionFragment;
  draft: AreaDraft;
  onChange: (draft: AreaDraft) => void;
}) => (
  <Stack spacing={1}>
    {region.discounts.map((d) => (
      <FormControlLabel
        key={d.id}
        sx={{ alignItems: 'flex-start', m: 0, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        control={
          <Checkbox
            checked={draft.discounts.has(d.id)}
            onChange={() => onChange(toggleDiscount(draft, d.id))}
            sx={{ p: 1.5 }}
          />
        }
        label={
          <span>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1.25 }}>
              {d.discountName}: {d.formattedValue}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block', pb: 1 }}>
              {forWhom[d.discountType]}. {d.description}
            </Typography>
          </span>
        }
      />
    ))}
  </Stack>
);
