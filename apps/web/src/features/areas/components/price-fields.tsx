import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPriceEditable } from '@portal/domain/areas';
import type { ProductCategory } from '@portal/domain/learners';
import { penceToPoundsText } from '@portal/domain/money';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import { type AreaDraft, categoryLabels, setPrice } from '../hooks/area-draft.ts';

type Props = {
  region: AreaRegionFragment;
  draft: AreaDraft;
  onChange: (draft: AreaDraft) => void;
  flow: 'add' | 'edit';
  errors: Partial<Record<ProductCategory, string>>;
  readOnly?: boolean;
};

/** The hourly prices of the franchise's categories: a £ field where it may be set, else the rate as text. */
export const PriceFields = ({ region, draft, onChange, flow, errors, readOnly = false }: Props) => (
  <Stack spacing={2} sx={{ maxWidth: 420 }}>
    {region.pricing.map((p) => {
      const category = p.productCategory.type;
      const bounds = `${p.minPrice.formatted} to ${p.maxPrice.formatted}`;
      if (readOnly || !isPriceEditable(category, flow)) {
        return (
          <div key={p.id}>
            <Typography variant="subtitle2">{categoryLabels[category]}</Typography>
            <Typography>
              Rate £{draft.prices[category] ?? penceToPoundsText(p.recommendedPrice.pence)} per hour
            </Typography>
          </div>
        );
      }
      const error = errors[category];
      return (
        <TextField
          key={p.id}
          label={`${categoryLabels[category]}, £ per hour`}
          value={draft.prices[category] ?? ''}
          onChange={(event) => onChange(setPrice(draft, category, event.target.value))}
          error={Boolean(error)}
          helperText={error ?? `Recommended ${p.recommendedPrice.formatted} (${bounds})`}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `price-${category}` } }}
        />
      );
    })}
  </Stack>
);
