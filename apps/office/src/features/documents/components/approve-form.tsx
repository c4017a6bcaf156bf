import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { approveDocumentFormSchema } from '@portal/domain/details';
import { localDateOf } from '@portal/domain/time';
import { FormAlert, FormField } from '@portal/ui/form';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveDocument } from '../api/use-approve-document.ts';
import type { ReviewDocument } from '../api/use-document-review-queue.ts';

type Props = { document: ReviewDocument; onDone: (message: string) => void };

/** Approve, with the expiry date where the document's type has one (the domain's rule, checked as typed). */
export const ApproveForm = ({ document, onDone }: Props) => {
  const { approve } = useApproveDocument(document.id);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => approveDocumentFormSchema(document.documentType, localDateOf(new Date())),
    [document.documentType],
  );
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { expiry: '' },
  });
  const handleApprove = handleSubmit(async ({ expiry }) => {
    setFailure(null);
    const outcome = await approve(expiry.trim() || null);
    if (outcome.ok) return onDone(`${document.documentType} approved`);
    if (document.hasExpiry) setError('expiry', { type: 'server', message: outcome.message });
    else setFailure(outcome.message);
  });
  return (
    <Box component="form" noValidate onSubmit={handleApprove} aria-label="Approve" sx={{ display: 'grid', gap: 1.5 }}>
      {failure && <FormAlert lines={[failure]} />}
      {document.hasExpiry && (
        <FormField
          control={control}
          name="expiry"
          label="Expiry date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={formState.isSubmitting}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" color="success" disabled={formState.isSubmitting}>
          Approve
        </Button>
      </Box>
    </Box>
  );
};
