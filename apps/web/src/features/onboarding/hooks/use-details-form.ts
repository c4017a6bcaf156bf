import { onboardingMessages as m, personalDetailsSchema } from '@portal/domain/onboarding';
import { localDateOf } from '@portal/domain/time';
import { useState } from 'react';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';

export type DetailsForm = {
  salutation: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  line1: string;
  town: string;
  postcode: string;
  mobileNumber: string;
  licenceNumber: string;
  marketing: { email: boolean; sms: boolean; phone: boolean; post: boolean };
  reminderSms: boolean;
};

const formOf = (a: FranchiseAgreementData): DetailsForm => ({
  salutation: a.title ?? '',
  firstName: a.firstName,
  lastName: a.surname,
  dateOfBirth: a.dateOfBirth,
  line1: a.address,
  town: a.city,
  postcode: a.zipCode,
  mobileNumber: a.phoneNumber,
  licenceNumber: a.drivingNumber,
  // Field by field: the answer's objects carry __typename, which an input refuses.
  marketing: {
    email: a.communication.marketing.email,
    sms: a.communication.marketing.sms,
    phone: a.communication.marketing.phone,
    post: a.communication.marketing.post,
  },
  reminderSms: a.communication.reminder.sms,
});

// The command's field names, as the form names them.
const fieldNames: Record<string, keyof DetailsForm> = { salutation: 'salutation', line1: 'line1', town: 'town' };

/**
 * The details modal's state: checked with the domain's rules, saved, then the agreement reloaded (spec 1 §4);
 * each failure with its own message (spec 1 §8).
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
  const [form, setForm] = useState<DetailsForm>(() => formOf(agreement));
  const [errors, setErrors] = useState<Partial<Record<keyof DetailsForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const input = {
    id: agreement.personKey,
    salutation: form.salutation,
    firstName: form.firstName,
    lastName: form.lastName,
    mobileNumber: form.mobileNumber,
    emailAddress: agreement.emailAddress,
    address: { line1: form.line1, town: form.town, postcode: form.postcode },
    dateOfBirth: form.dateOfBirth,
    licenceNumber: form.licenceNumber,
    communication: { marketing: form.marketing, reminder: { sms: form.reminderSms } },
    channel: agreement.channel,
  };

  const handleSave = async () => {
    setFailure(null);
    const parsed = personalDetailsSchema(localDateOf(new Date())).safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<keyof DetailsForm, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path.at(-1));
        const key = (fieldNames[name] ?? name) as keyof DetailsForm;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const saved = await update(input);
    if (!saved.ok) {
      setBusy(false);
      setFailure(m.detailsUpdateFailed);
      return;
    }
    const reloaded = await reload();
    setBusy(false);
    if (!reloaded) {
      setFailure(m.detailsReloadFailed);
      return;
    }
    onClose();
  };

  return { form, set, errors, failure, busy, handleSave };
};
