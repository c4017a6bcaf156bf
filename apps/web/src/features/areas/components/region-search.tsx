import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { areaMessages as m } from '@portal/domain/areas';
import { useState } from 'react';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import { useRegionLookup } from '../api/use-region-lookup.ts';

type Props = {
  franchiseId: string;
  value: AreaRegionFragment | null;
  onChange: (region: AreaRegionFragment | null) => void;
  inputValue: string;
  onInputChange: (text: string) => void;
};

/** Stage 1: regions found by a postcode as it is typed; each shows its name and code. Enter without one does nothing. */
export const RegionSearch = ({ franchiseId, value, onChange, inputValue, onInputChange }: Props) => {
  const { regions, fetching } = useRegionLookup(inputValue, franchiseId);
  const [open, setOpen] = useState(false);
  return (
    <Autocomplete
      open={open && inputValue.trim().length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={regions}
      value={value}
      onChange={(_event, region) => onChange(region)}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') onInputChange(text);
      }}
      filterOptions={(options) => options}
      getOptionLabel={(region) => `${region.regionName} (${region.regionCode})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={fetching}
      noOptionsText="No areas found for that postcode"
      sx={{ maxWidth: 464 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Postcode"
          placeholder={m.searchPlaceholder}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'region-search' },
          }}
        />
      )}
    />
  );
};
