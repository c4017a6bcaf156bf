import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { detailsMessages } from '@portal/domain/details';
import { LoadingScreen } from '@portal/ui/feedback';
import { useState } from 'react';
import { useCustomerDocuments } from '../api/use-customer-documents.ts';
import { useUploadDocument } from '../api/use-upload-document.ts';
import { DocumentsTable } from './documents-table.tsx';
import { FranchiseDocuments } from './franchise-documents.tsx';
import { NewDocumentDialog, UploadSuccessDialog } from './upload-dialogs.tsx';

/** The Documents tab (spec 1 §2): own documents with uploads, then the franchise's documents. */
export const DocumentsTab = ({ personKey }: { personKey: string }) => {
  const { documents, refetch } = useCustomerDocuments(personKey);
  const upload = useUploadDocument();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addFailure, setAddFailure] = useState<string | null>(null);

  const run = async (id: string, ...args: Parameters<typeof upload>) => {
    setBusyId(id);
    setFailure(null);
    const outcome = await upload(...args);
    setBusyId(null);
    if (outcome.ok) {
      setSucceeded(true);
      refetch();
    }
    return outcome;
  };

  return (
    <Box sx={{ bgcolor: 'background.paper', p: { xs: 1.5, sm: 2 }, borderRadius: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Your documents
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)} disabled={busyId !== null} sx={{ minHeight: 44 }}>
          Upload new document
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ my: 1 }} role="alert">
          <AlertTitle>{detailsMessages.uploadFailed}</AlertTitle>
          {failure !== detailsMessages.uploadFailed && failure}
        </Alert>
      )}
      {documents ? (
        <DocumentsTable
          documents={documents}
          busyId={busyId}
          onUpload={async (doc, file) => {
            const outcome = await run(doc.id, { documentKey: doc.id }, file);
            if (!outcome.ok) setFailure(outcome.message);
          }}
        />
      ) : (
        <LoadingScreen />
      )}
      <FranchiseDocuments personKey={personKey} />
      {adding && (
        <NewDocumentDialog
          busy={busyId !== null}
          failure={addFailure}
          onClose={() => {
            setAdding(false);
            setAddFailure(null);
          }}
          onUpload={async ({ documentName, description, file }) => {
            // Issue 23 defect 2: a refused upload says why and keeps the modal open (spec 1 §8 closed it silently).
            setAddFailure(null);
            const outcome = await run('new', { documentName, description }, file);
            if (outcome.ok) setAdding(false);
            else setAddFailure(outcome.message);
          }}
        />
      )}
      <UploadSuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />
    </Box>
  );
};
