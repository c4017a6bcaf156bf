import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { newLearnerMessages as nm } from '@portal/domain/learners';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { type FoundAddress, useAddressById } from '../api/use-address-by-id.ts';
import { useAddressLookup } from '../api/use-address-lookup.ts';

type ListProps = {
  addresses: { id: string; description: string }[];
  value: string;
  onPick: (id: string) => void;
  error: string | undefined;
  disabled: boolean | undefined;
};

/** The addresses found for the postcode, one to pick. */
const AddressList = ({ addresses, value, onPick, error, disabled }: ListProps) => (
  <TextField
    select
    label="Address"
    value={value}
    onChange={(event) => onPick(event.target.value)}
    error={Boolean(error)}
    helperText={error ?? ' '}
    disabled={disabled}
  >
    {addresses.map((a) => (
      <MenuItem key={a.id} value={a.id}>
        {a.description}
      </MenuItem>
    ))}
  </TextField>
);

type Props = {
  label: string;
  postcode: string;
  onPostcodeChange: (postcode: string) => void;
  onPostcodeBlur?: () => void;
  /** The form's own message for the postcode (the search's own refusal shows instead, when there is one). */
  postcodeError?: string | undefined;
  /** The form's message for a missing address. */
  addressError?: string | undefined;
  /** The full address picked from the list (null while searching again). */
  onAddress: (address: FoundAddress | null) => void;
  disabled?: boolean;
};

/**
 * Spec 3 §2.2 / §5: a postcode, 'Find address', then the address picked from the list found, as on any UK
 * site. Used by the new-learner form and the learner details form.
 */
export const AddressPicker = ({
  label,
  postcode,
  onPostcodeChange,
  onPostcodeBlur,
  postcodeError,
  addressError,
  onAddress,
  disabled,
}: Props) => {
  const findAddresses = useAddressLookup();
  const addressById = useAddressById();
  const [addresses, setAddresses] = useState<{ id: string; description: string }[] | null>(null);
  const [addressId, setAddressId] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const handleFind = async () => {
    onAddress(null);
    setAddressId('');
    setSearching(true);
    const outcome = await findAddresses(postcode);
    setSearching(false);
    setAddresses(outcome.ok ? outcome.value : null);
    if (!outcome.ok) return setSearchError(outcome.message);
    setSearchError(outcome.value.length === 0 ? nm.invalidPostcodeAddresses : null);
  };
  const handlePick = async (id: string) => {
    setAddressId(id);
    onAddress(await addressById(id));
  };
  const error = searchError ?? postcodeError;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={postcode}
          onChange={(event) => {
            setSearchError(null);
            onPostcodeChange(event.target.value);
          }}
          onBlur={onPostcodeBlur}
          error={Boolean(error)}
          helperText={error ?? ' '}
          fullWidth
          disabled={disabled}
          autoComplete="off"
        />
        <Button
          variant="outlined"
          onClick={handleFind}
          loading={searching}
          sx={{ minHeight: 56, flexShrink: 0 }}
          disabled={disabled}
        >
          Find address
        </Button>
      </Stack>
      {addresses && addresses.length > 0 && (
        <AddressList
          addresses={addresses}
          value={addressId}
          onPick={handlePick}
          error={addressError}
          disabled={disabled}
        />
      )}
      {!addresses && addressError && <Alert severity="error">{addressError}</Alert>}
    </>
  );
};

type FormProps<T extends FieldValues, U> = Omit<
  Props,
  'postcode' | 'onPostcodeChange' | 'onPostcodeBlur' | 'postcodeError'
> & { control: Control<T, unknown, U>; name: FieldPath<T> };

/** The picker with its postcode a field of a react-hook-form form (the field's message under it). */
export const FormAddressPicker = <T extends FieldValues, U>({ control, name, ...props }: FormProps<T, U>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <AddressPicker
        {...props}
        postcode={field.value}
        onPostcodeChange={field.onChange}
        onPostcodeBlur={field.onBlur}
        postcodeError={fieldState.error?.message}
      />
    )}
  />
);
