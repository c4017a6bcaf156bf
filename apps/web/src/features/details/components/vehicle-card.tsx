import { Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import type { InstructorDetails, VehicleAssignment } from '../api/use-instructor-details.ts';
import { useSaveInsurance } from '../hooks/use-save-insurance.ts';
import { useSaveMileage } from '../hooks/use-save-mileage.ts';
import { miles, ukDate } from './format.ts';
import { ExpiryChip, InfoCard } from './info-card.tsx';
import { InsuranceDialog } from './insurance-dialog.tsx';
import { MileageDialog } from './mileage-dialog.tsx';

type Props = { details: InstructorDetails; assignment: VehicleAssignment; onSaved: () => void };

/** A car with its latest mileage and its insurance, each kept up to date from here. */
export const VehicleCard = ({ details, assignment, onSaved }: Props) => {
  const { vehicle } = assignment;
  const [open, setOpen] = useState<'mileage' | 'insurance' | null>(null);
  const updateMileage = useSaveMileage(details.id);
  const saveInsurance = useSaveInsurance();
  const last = vehicle.mileage.at(-1) ?? null;
  const insurance = vehicle.insurance;
  const slug = vehicle.registration.replace(/\s+/g, '-').toLowerCase();
  return (
    <InfoCard
      title={`${vehicle.manufacturer} ${vehicle.model}`}
      testId={`vehicle-${slug}`}
      rows={[
        ['Registration', vehicle.registration],
        ['Specification', vehicle.specification],
        ['Transmission', vehicle.transmissionType],
        ['Fuel', vehicle.fuelType],
        ['Vehicle type', vehicle.vehicleType],
        ['Assigned', ukDate(assignment.assignmentDate)],
      ]}
    >
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="subtitle2" component="h3">
            Mileage
          </Typography>
          <Typography variant="body2" data-testid={`mileage-${slug}`}>
            {last ? `${miles(last.value)} on ${ukDate(last.captureDate)}` : 'No readings yet'}
          </Typography>
        </div>
        <Button variant="outlined" onClick={() => setOpen('mileage')} sx={{ minHeight: 44 }}>
          Update mileage
        </Button>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="subtitle2" component="h3">
            Insurance
            {insurance && <ExpiryChip state={insurance.expiryState} />}
          </Typography>
          <Typography variant="body2" data-testid={`insurance-${slug}`}>
            {insurance
              ? `${insurance.certificateNumber}: ${ukDate(insurance.startDate)} to ${ukDate(insurance.endDate)}`
              : 'No insurance recorded'}
          </Typography>
        </div>
        <Button variant="outlined" onClick={() => setOpen('insurance')} sx={{ minHeight: 44 }}>
          {insurance ? 'Renew insurance' : 'Add insurance'}
        </Button>
      </Box>
      {open === 'mileage' && (
        <MileageDialog
          registration={vehicle.registration}
          lastReading={last?.value ?? null}
          onClose={() => setOpen(null)}
          onSave={async (mileage, confirmLower) => {
            const outcome = await updateMileage(vehicle.id, mileage, confirmLower);
            if (outcome.ok) onSaved();
            return outcome;
          }}
        />
      )}
      {open === 'insurance' && (
        <InsuranceDialog
          registration={vehicle.registration}
          currentEnd={insurance?.endDate ?? null}
          onClose={() => setOpen(null)}
          onSave={async (form) => {
            const outcome = await saveInsurance({
              instructorId: details.id,
              personId: details.personalDetails.personId,
              vehicleId: vehicle.id,
              insuranceId: insurance?.id ?? null,
              form,
            });
            if (outcome.ok) onSaved();
            return outcome;
          }}
        />
      )}
    </InfoCard>
  );
};
