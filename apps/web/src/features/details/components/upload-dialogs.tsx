import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { detailsMessages, newDocumentSchema } from '@portal/domain/details';
import { FormField } from '@portal/ui/form';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

/** Spec 1 §2: "Upload successful" with the review hours. */
export const UploadSuccessDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="upload-success-title">
    <DialogTitle id="upload-success-title">{detailsMessages.uploadSuccessTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText>{detailsMessages.uploadSuccessText}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} sx={{ minHeight: 44 }}>
        Close
      </Button>
    </DialogActions>
  </Dialog>
);

type NewDocument = { documentName: string; description: string; file: File };

// The domain's rules for what is sent, and the modal's own: a file chosen; the expiry date is shown, not sent.
const newDocumentFormSchema = newDocumentSchema.extend({ expiry: z.string(), file: z.instanceof(File) });

/** The file to upload: a button opening the chooser, and the name of the file chosen. */
const FileField = ({ control }: { control: Control<z.input<typeof newDocumentFormSchema>> }) => (
  <Controller
    control={control}
    name="file"
    render={({ field }) => (
      <>
        <Button component="label" variant="outlined" sx={{ mt: 1, minHeight: 44 }}>
          Choose file
          <input
            type="file"
            hidden
            accept="application/pdf,image/jpeg,image/png,image/heic,image/heif"
            data-testid="new-document-file"
            onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {field.value instanceof File ? field.value.name : 'No file chosen'}
        </Typography>
      </>
    )}
  />
);

/**
 * Spec 1 §2 "Upload new document": Document type, Expiry date (not sent) and Document description; UPLOAD is
 * disabled until a file is chosen and while the upload runs.
 */
export const NewDocumentDialog = ({
  busy,
  failure = null,
  onUpload,
  onClose,
}: {
  busy: boolean;
  /** Why the server refused the last upload (shown in the modal, which stays open). */
  failure?: string | null;
  onUpload: (doc: NewDocument) => void;
  onClose: () => void;
}) => {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(newDocumentFormSchema),
    mode: 'onTouched',
    defaultValues: { documentName: '', description: '', expiry: '' },
  });
  const handleUpload = handleSubmit(({ documentName, description, file }) =>
    onUpload({ documentName, description: description ?? '', file }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-document-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-document-title">Upload new document</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            <AlertTitle>{detailsMessages.uploadFailed}</AlertTitle>
            {failure !== detailsMessages.uploadFailed && failure}
          </Alert>
        )}
        <FormField control={control} name="documentName" fullWidth required margin="dense" label="Document type" />
        <FileField control={control} />
        <FormField
          control={control}
          name="expiry"
          fullWidth
          margin="dense"
          type="date"
          label="Expiry date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormField control={control} name="description" fullWidth margin="dense" label="Document description" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          CANCEL
        </Button>
        <Button variant="contained" disabled={!formState.isValid || busy} onClick={handleUpload} sx={{ minHeight: 44 }}>
          UPLOAD
        </Button>
      </DialogActions>
    </Dialog>
  );
};
