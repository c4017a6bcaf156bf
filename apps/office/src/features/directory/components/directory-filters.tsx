import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DIRECTORY_SEARCH_MAX } from '@portal/domain/office';
import type { BrandCode, InstructorStatus, PropositionType } from '../../../gql/graphql.ts';
import { propositionTypeLabel, propositionTypes } from './labels.ts';

export type DirectoryFilters = {
  search: string;
  brand: BrandCode | '';
  status: InstructorStatus | '';
  propositionType: PropositionType | '';
  capacity: '' | 'full' | 'open';
};

export const noFilters: DirectoryFilters = { search: '', brand: '', status: '', propositionType: '', capacity: '' };

const statuses: InstructorStatus[] = ['Active', 'Inactive', 'Pending', 'Lead', 'Deleted'];

type Choice<T extends string> = { id: string; label: string; value: T; options: ReadonlyArray<[T, string]> };

const FilterSelect = <T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: Choice<T> & { onChange: (v: T) => void }) => (
  <FormControl size="small" sx={{ minWidth: 150 }}>
    <InputLabel id={`${id}-label`}>{label}</InputLabel>
    <Select labelId={`${id}-label`} label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {options.map(([optionValue, optionLabel]) => (
        <MenuItem key={optionValue || 'any'} value={optionValue}>
          {optionLabel}
        </MenuItem>
      ))}
    </Select>
  </FormControl>
);

/** The search box and the four filters (a search box is no form: plain state, as the portal's). */
export const DirectoryFilterBar = ({
  value,
  brands,
  onChange,
}: {
  value: DirectoryFilters;
  brands: readonly BrandCode[];
  onChange: (next: DirectoryFilters) => void;
}) => {
  const set =
    <K extends keyof DirectoryFilters>(key: K) =>
    (next: DirectoryFilters[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextField
        label="Search by name, ADI number or postcode"
        size="small"
        type="search"
        value={value.search}
        onChange={(e) => set('search')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: DIRECTORY_SEARCH_MAX } }}
        sx={{ minWidth: 320, flexGrow: 1 }}
      />
      {brands.length > 1 && (
        <FilterSelect
          id="directory-brand"
          label="Brand"
          value={value.brand}
          options={
            [
              ['', 'Any brand'],
              ['AADS', 'AA'],
              ['BSM', 'BSM'],
            ] as const
          }
          onChange={set('brand')}
        />
      )}
      <FilterSelect
        id="directory-status"
        label="Status"
        value={value.status}
        options={[['', 'Any status'], ...statuses.map((s) => [s, s] as [InstructorStatus, string])]}
        onChange={set('status')}
      />
      <FilterSelect
        id="directory-proposition"
        label="Proposition"
        value={value.propositionType}
        options={[
          ['', 'Any proposition'],
          ...propositionTypes.map((t) => [t, propositionTypeLabel(t)] as [PropositionType, string]),
        ]}
        onChange={set('propositionType')}
      />
      <FilterSelect
        id="directory-capacity"
        label="Capacity"
        value={value.capacity}
        options={
          [
            ['', 'Any capacity'],
            ['full', 'Capacity full'],
            ['open', 'Capacity open'],
          ] as const
        }
        onChange={set('capacity')}
      />
    </Stack>
  );
};
