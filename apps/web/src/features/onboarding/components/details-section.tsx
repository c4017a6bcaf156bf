import Button from '@mui/material/Button';
import { useState } from 'react';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { DetailTable, ukDate } from './detail-table.tsx';
import { DetailsModal } from './details-modal.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Your details" with the "Edit your details" modal. */
export const DetailsSection = ({
  agreement,
  token,
  reload,
}: {
  agreement: FranchiseAgreementData;
  token: string;
  reload: () => Promise<boolean>;
}) => {
  const [open, setOpen] = useState(false);
  const { marketing, reminder } = agreement.communication;
  const contact = [
    marketing.email && 'email',
    marketing.sms && 'SMS',
    marketing.phone && 'phone',
    marketing.post && 'post',
  ].filter(Boolean);
  return (
    <>
      <DetailTable
        title="Your details"
        testId="details-table"
        action={
          <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
            Edit your details
          </Button>
        }
        rows={[
          ['Name', [agreement.title, agreement.firstName, agreement.surname].filter(Boolean).join(' ')],
          ['Date of birth', ukDate(agreement.dateOfBirth)],
          ['Address', `${agreement.address}, ${agreement.city}, ${agreement.zipCode}`],
          ['Email address', agreement.emailAddress],
          ['Phone number', agreement.phoneNumber],
          ['Driving licence number', agreement.drivingNumber || '-'],
          ['Marketing by', contact.length > 0 ? contact.join(', ') : 'None'],
          ['Lesson reminders by SMS', yesNo(reminder.sms)],
        ]}
      />
      {open && <DetailsModal agreement={agreement} token={token} reload={reload} onClose={() => setOpen(false)} />}
    </>
  );
};
