import { zodResolver } from '@hookform/resolvers/zod';
import { onboardingMessages as m, personalDetailsSchema } from '@portal/domain/onboarding';
import { localDateOf } from '@portal/domain/time';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';

/** The modal's fields as the command names them (its id and channel are the agreement's, not typed). */
const detailsFormSchema = (today: string) => personalDetailsSchema(today).omit({ id: true, channel: true });

export type DetailsForm = {
  salutation: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: { line1: string; town: string; postcode: string };
  mobileNumber: string;
  licenceNumber: string;
  communication: {
    marketing: { email: boolean; sms: boolean; phone: boolean; post: boolean };
    reminder: { sms: boolean };
  };
};

const formOf = (a: FranchiseAgreementData): DetailsForm => ({
  salutation: a.title ?? '',
  firstName: a.firstName,
  lastName: a.surname,
  dateOfBirth: a.dateOfBirth,
  address: { line1: a.address, town: a.city, postcode: a.zipCode },
  mobileNumber: a.phoneNumber,
  licenceNumber: a.drivingNumber,
  // Field by field: the answer's objects carry __typename, which an input refuses.
  communication: {
    marketing: {
      email: a.communication.marketing.email,
      sms: a.communication.marketing.sms,
      phone: a.communication.marketing.phone,
      post: a.communication.marketing.post,
    },
    reminder: { sms: a.communication.reminder.sms },
  },
});

/**
 * The details modal's form: checked on Save with the domain's rules (the server's), saved, then the agreement
 * reloaded (spec 1 §4); each failure with its own message (spec 1 §8).
 */
export const useDetailsForm = ({
  agreement,
  token,
  reload,
  onClose,
}: {
  agreement: FranchiseAgreementData;
  token: string;
  reload: () => Promise<boolean>;
  onClose: () => void;
}) => {
  const { update } = useUpdateLead(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(detailsFormSchema(localDateOf(new Date()))),
    mode: 'onSubmit',
    defaultValues: formOf(agreement),
  });

  const handleSave = form.handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    const { personKey: id, emailAddress, channel } = agreement;
    const saved = await update({ ...values, id, emailAddress, channel });
    if (!saved.ok) {
      setBusy(false);
      setFailure(m.detailsUpdateFailed);
      return;
    }
    const reloaded = await reload();
    setBusy(false);
    if (!reloaded) return setFailure(m.detailsReloadFailed);
    onClose();
  });

  return { control: form.control, failure, busy, handleSave };
};
