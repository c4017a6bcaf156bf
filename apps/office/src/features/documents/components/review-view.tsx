import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { documentStatusLabel } from '@portal/domain/details';
import { PageShell } from '@portal/ui/page';
import { useNavigate, useParams } from 'react-router';
import { useReviewDocument } from '../api/use-review-document.ts';
import { ApproveForm } from './approve-form.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { brandsLabel, formatDay, formatInstant } from './format.ts';
import { RejectForm } from './reject-form.tsx';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {value || '-'}
    </Typography>
  </Box>
);

/** One document: who and what, its file drawn safely, and approve or reject while it waits. */
export const ReviewView = ({ onDone }: { onDone: (message: string) => void }) => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { document, fetching, error } = useReviewDocument(id);
  const crumbs = [{ label: 'Documents', to: '/documents' }, { label: document?.documentType ?? 'Document' }];
  if (!document) {
    return (
      <PageShell title="Document" breadcrumbs={crumbs}>
        {fetching ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Alert severity="error">{error ? 'This document was not found.' : ''}</Alert>
        )}
      </PageShell>
    );
  }
  const { instructor } = document;
  const name = `${instructor.firstName} ${instructor.lastName}`;
  const done = (message: string) => {
    onDone(message);
    navigate('/documents');
  };
  return (
    <PageShell title={`${document.documentType}: ${name}`} breadcrumbs={crumbs}>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' } }}
      >
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label="File">
          <DocumentViewer
            url={document.fileUrl}
            type={document.fileType}
            label={`${document.documentType} of ${name}`}
          />
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="document-facts">
            <Typography id="document-facts" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              Details
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
              <Fact label="Instructor" value={name} />
              <Fact label="ADI number" value={instructor.adiNumber} />
              <Fact label="Brand" value={brandsLabel(instructor.brands)} />
              <Fact label="Uploaded" value={formatInstant(document.uploadedDate, true)} />
              <Fact label="Description" value={document.documentDescription ?? ''} />
              {document.expiry && <Fact label="Expires" value={formatDay(document.expiry)} />}
            </Box>
            <Chip sx={{ mt: 1.5 }} label={documentStatusLabel(document.status)} />
            {document.rejectionReason && (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>Reason: {document.rejectionReason}</Typography>
            )}
          </Paper>
          {document.status === 'FOR_APPROVAL' ? (
            <>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="approve-heading">
                <Typography id="approve-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                  Approve
                </Typography>
                <ApproveForm document={document} onDone={done} />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="reject-heading">
                <Typography id="reject-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                  Reject
                </Typography>
                <RejectForm document={document} onDone={done} />
              </Paper>
            </>
          ) : (
            <Alert severity="info">This document is not waiting for review.</Alert>
          )}
        </Box>
      </Box>
    </PageShell>
  );
};
