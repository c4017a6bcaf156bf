import AddIcon from '@mui/icons-material/Add';
import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { detailsMessages } from '@portal/domain/details';
import { useState } from 'react';
import type { InstructorDetails } from '../api/use-instructor-details.ts';
import { AddVehicleDialog } from './add-vehicle-dialog.tsx';
import { certificationLabel, ukDate } from './format.ts';
import { ExpiryChip, InfoCard } from './info-card.tsx';
import { VehicleCard } from './vehicle-card.tsx';

const brandName = (brand: string) => (brand === 'AADS' ? 'AA' : brand);

/** "Add a car" after the cars: the dialog asks for the car and its mileage. */
const AddCar = ({ instructorId, onAdded }: { instructorId: string; onAdded: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
        {detailsMessages.addCar}
      </Button>
      {open && <AddVehicleDialog instructorId={instructorId} onAdded={onAdded} onClose={() => setOpen(false)} />}
    </Box>
  );
};

/** The cards of spec 2 §2: personal details (read-only) to the cars. */
export const DetailsTab = ({ details, onSaved }: { details: InstructorDetails; onSaved: () => void }) => {
  const p = details.personalDetails;
  const address = p.address
    ? [p.address.line1, p.address.line2, p.address.town, p.address.county, p.address.postcode]
        .filter(Boolean)
        .join(', ')
    : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
      <InfoCard
        title="Personal details"
        testId="personal-details"
        rows={[
          ['Name', [p.name.title, p.name.firstName, p.name.lastName].filter(Boolean).join(' ')],
          ['Date of birth', ukDate(p.dateOfBirth)],
          ['Address', address],
          ['Email', p.emailAddress],
          ['Mobile', p.mobileNumber],
          ['Landline', p.landlineNumber],
        ]}
      />
      <InfoCard
        title="Driving details"
        rows={[
          ['Licence number', details.drivingDetails.licenceNumber],
          ['Valid to', ukDate(details.drivingDetails.licenceValidTo)],
        ]}
      />
      <InfoCard
        title="My Business"
        rows={[
          ['ADI number', details.myBusiness.adiNumber],
          ['Business name', details.myBusiness.businessName],
          ['Business email', details.myBusiness.businessEmail],
          ['VAT number', details.myBusiness.vatNumber],
        ]}
      />
      <InfoCard title="Franchise details">
        <List dense disablePadding>
          {details.propositions.map((f) => (
            <ListItem key={f.id} disableGutters>
              <ListItemText
                primary={`${brandName(f.proposition.brand)} ${f.proposition.name}`}
                secondary={`From ${ukDate(f.fromDate)}${f.toDate ? ` to ${ukDate(f.toDate)}` : ''} · ${f.proposition.price.includingVAT.formatted} ${f.proposition.price.frequency.toLowerCase()} including VAT`}
              />
            </ListItem>
          ))}
        </List>
      </InfoCard>
      <InfoCard title="Qualifications" testId="qualifications">
        <List dense disablePadding>
          {details.certifications.map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    {certificationLabel(c.type)}
                    <ExpiryChip state={c.expiryState} />
                  </>
                }
                secondary={`${c.reference ?? ''}${c.toDate ? ` · expires ${ukDate(c.toDate)}` : ''}`}
              />
            </ListItem>
          ))}
          {details.certifications.length === 0 && <ListItem disableGutters>No qualifications recorded</ListItem>}
        </List>
      </InfoCard>
      <InfoCard title="Additional drivers">
        <List dense disablePadding>
          {details.additionalDrivers.map((d) => (
            <ListItem key={d.id} disableGutters>
              <ListItemText primary={d.name.fullName} />
            </ListItem>
          ))}
          {details.additionalDrivers.length === 0 && <ListItem disableGutters>No additional drivers</ListItem>}
        </List>
      </InfoCard>
      {details.vehicleAssignments.map((a) => (
        <VehicleCard key={a.id} details={details} assignment={a} onSaved={onSaved} />
      ))}
      <AddCar instructorId={details.id} onAdded={onSaved} />
    </Box>
  );
};
