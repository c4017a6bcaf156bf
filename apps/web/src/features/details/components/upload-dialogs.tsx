import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { detailsMessages } from '@portal/domain/details';
import { useState } from 'react';

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

/**
 * Spec 1 §2 "Upload new document": Document type, Expiry date (not sent) and Document description; UPLOAD is
 * disabled until a file is chosen and while the upload runs.
 */
export const NewDocumentDialog = ({
  busy,
  onUpload,
  onClose,
}: {
  busy: boolean;
  onUpload: (doc: NewDocument) => void;
  onClose: () => void;
}) => {
  const [documentName, setDocumentName] = useState('');
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-document-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-document-title">Upload new document</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          required
          margin="dense"
          label="Document type"
          value={documentName}
          onChange={(e) => setDocumentName(e.target.value)}
        />
        <Button component="label" variant="outlined" sx={{ mt: 1, minHeight: 44 }}>
          Choose file
          <input
            type="file"
            hidden
            accept="application/pdf,image/jpeg,image/png,image/heic,image/heif"
            data-testid="new-document-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {file ? file.name : 'No file chosen'}
        </Typography>
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Expiry date"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Document description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          CANCEL
        </Button>
        <Button
          variant="contained"
          disabled={!file || !documentName.trim() || busy}
          onClick={() => file && onUpload({ documentName, description, file })}
          sx={{ minHeight: 44 }}
        >
          UPLOAD
        </Button>
      </DialogActions>
    </Dialog>
  );
};
