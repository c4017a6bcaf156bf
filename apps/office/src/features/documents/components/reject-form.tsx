import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DOCUMENT_REJECTION_REASON_MAX, rejectDocumentSchema } from '@portal/domain/details';
import { FormField } from '@portal/ui/form';
import { useForm, useWatch } from 'react-hook-form';
import type { ReviewDocument } from '../api/use-document-review-queue.ts';
import { useRejectDocument } from '../api/use-reject-document.ts';

type Props = { document: ReviewDocument; onDone: (message: string) => void };

const reasonSchema = rejectDocumentSchema.pick({ reason: true });

/** Reject with the reason the instructor reads beside the document (required, at most 500 characters). */
export const RejectForm = ({ document, onDone }: Props) => {
  const { reject } = useRejectDocument(document.id);
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(reasonSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const typed = useWatch({ control, name: 'reason' }) ?? '';
  const handleReject = handleSubmit(async ({ reason }) => {
    const outcome = await reject(reason);
    if (outcome.ok) onDone(`${document.documentType} rejected`);
    else setError('reason', { type: 'server', message: outcome.message });
  });
  return (
    <Box component="form" noValidate onSubmit={handleReject} aria-label="Reject" sx={{ display: 'grid', gap: 1.5 }}>
      <FormField
        control={control}
        name="reason"
        label="Reason for the instructor"
        multiline
        minRows={3}
        required
        helperText={`${typed.length} of ${DOCUMENT_REJECTION_REASON_MAX} characters. The instructor sees this beside the document.`}
        disabled={formState.isSubmitting}
      />
      <Box>
        <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
          Reject
        </Button>
      </Box>
    </Box>
  );
};
