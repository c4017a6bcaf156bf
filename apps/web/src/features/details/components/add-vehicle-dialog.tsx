import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { addVehicleSchema, fuelTypes, detailsMessages as m, vehicleTransmissions } from '@portal/domain/details';
import { useSnackbar } from '@portal/ui/feedback';
import { FormField } from '@portal/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddVehicle } from '../api/use-add-vehicle.ts';

const formSchema = addVehicleSchema.omit({ instructorId: true });
type Form = {
  registration: string;
  manufacturer: string;
  model: string;
  specification: string;
  transmissionType: string;
  fuelType: string;
  mileage: string;
};
const empty: Form = {
  registration: '',
  manufacturer: '',
  model: '',
  specification: '',
  transmissionType: '',
  fuelType: '',
  mileage: '',
};

type Props = { instructorId: string; onAdded: () => void; onClose: () => void };

/**
 * "Add a car": the car the instructor teaches in and its current mileage, checked by the domain schema the server
 * parses; a refusal (a registration already known) stays in the dialog with the server's words.
 */
export const AddVehicleDialog = ({ instructorId, onAdded, onClose }: Props) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const addVehicle = useAddVehicle();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Form, unknown, ReturnType<typeof formSchema.parse>>({
    resolver: zodResolver(formSchema) as never,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const handleAdd = handleSubmit(async ({ specification, ...car }) => {
    setFailure(null);
    const outcome = await addVehicle({ instructorId, ...car, specification, mileage: String(car.mileage) });
    if (!outcome.ok) return setFailure(outcome.message);
    enqueueSnackbar(`${m.vehicleAdded}: ${outcome.value.registration}`, { variant: 'success' });
    onAdded();
    onClose();
  });
  const busy = formState.isSubmitting;
  const text = (name: keyof Form, label: string, required = true) => (
    <FormField control={control} name={name} label={label} required={required} disabled={busy} fullWidth />
  );
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-car-title"
    >
      <form noValidate onSubmit={handleAdd}>
        <DialogTitle id="add-car-title">{m.addCar}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {text('registration', 'Registration')}
          {text('manufacturer', 'Make')}
          {text('model', 'Model')}
          {text('specification', 'Specification', false)}
          <FormField
            control={control}
            name="transmissionType"
            select
            label="Transmission"
            required
            disabled={busy}
            fullWidth
          >
            {vehicleTransmissions.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </FormField>
          <FormField control={control} name="fuelType" select label="Fuel" required disabled={busy} fullWidth>
            {fuelTypes.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </FormField>
          <FormField
            control={control}
            name="mileage"
            label="Current mileage"
            required
            disabled={busy}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            Add car
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
