import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { brandLabel } from '@portal/domain/access';
import type { BrandCode } from '../../../gql/graphql.ts';
import { useSignedInStaff } from '../../auth/index.ts';

/** All the member's brands, or one of them (shown only to a member of both brands). */
export const BrandFilter = ({
  value,
  onChange,
}: {
  value: BrandCode | null;
  onChange: (brand: BrandCode | null) => void;
}) => {
  const staff = useSignedInStaff();
  if (!staff || staff.brands.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Brand"
      value={value ?? 'all'}
      onChange={(event) => onChange(event.target.value === 'all' ? null : (event.target.value as BrandCode))}
      fullWidth={false}
      sx={{ width: 220, justifySelf: 'start' }}
    >
      <MenuItem value="all">All brands</MenuItem>
      {staff.brands.map((brand) => (
        <MenuItem key={brand} value={brand}>
          {brandLabel(brand)}
        </MenuItem>
      ))}
    </TextField>
  );
};
