import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { type TestCentre, useTestCentres } from '../api/use-test-centres.ts';
import type { PreferencesValues } from '../hooks/preferences-values.ts';
import { PreferencesSection } from './preferences-section.tsx';

export const addressOf = (c: TestCentre) => [c.line1, c.line2, c.town, c.postcode].filter(Boolean).join(', ');

/** The chosen centres with their address, each with a 44px remove button. */
const ChosenCentres = ({ centres, onChange }: { centres: TestCentre[]; onChange: (next: TestCentre[]) => void }) =>
  centres.length === 0 ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      You have not chosen any test centres.
    </Typography>
  ) : (
    <List aria-label="Chosen test centres" data-testid="chosen-test-centres">
      {centres.map((c) => (
        <ListItem
          key={c.id}
          divider
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Remove ${c.name}`}
              onClick={() => onChange(centres.filter((x) => x.id !== c.id))}
              sx={{ width: 44, height: 44 }}
            >
              <DeleteOutline />
            </IconButton>
          }
        >
          <ListItemText primary={c.name} secondary={addressOf(c)} />
        </ListItem>
      ))}
    </List>
  );

/** "My test centres": search by name, town or postcode and choose; the chosen ones listed with their address. */
export const TestCentresSection = ({ control }: { control: Control<PreferencesValues> }) => {
  const [search, setSearch] = useState('');
  const { centres, fetching } = useTestCentres(search);
  return (
    <PreferencesSection title="My test centres">
      <Controller
        name="testCentres"
        control={control}
        render={({ field, fieldState }) => {
          const chosen = new Set(field.value.map((c) => c.id));
          return (
            <>
              <Autocomplete<TestCentre>
                options={centres.filter((c) => !chosen.has(c.id))}
                value={null}
                inputValue={search}
                onInputChange={(_e, value, reason) => {
                  if (reason !== 'reset') setSearch(value);
                }}
                onChange={(_e, centre) => {
                  if (!centre) return;
                  field.onChange([...field.value, centre]);
                  setSearch('');
                }}
                filterOptions={(options) => options}
                getOptionLabel={(c) => c.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderOption={({ key, ...props }, c) => (
                  <li key={key} {...props}>
                    <ListItemText primary={c.name} secondary={addressOf(c)} />
                  </li>
                )}
                loading={fetching}
                noOptionsText={search.trim().length < 2 ? 'Type a name, town or postcode' : 'No test centres found'}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Search test centres"
                    placeholder="Name, town or postcode"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
                sx={{ maxWidth: 480 }}
              />
              <ChosenCentres centres={field.value} onChange={field.onChange} />
            </>
          );
        }}
      />
    </PreferencesSection>
  );
};
