import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { brandFromText, brands } from '@portal/domain/access';
import {
  agreementConfirmation,
  areAllDocumentsAccepted,
  canAcceptDocument,
  canViewDocument,
  onboardingMessages as m,
  matchOnboardingDocuments,
} from '@portal/domain/onboarding';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcceptFranchiseAgreement } from '../api/use-accept-franchise-agreement.ts';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { useSignFranchiseAgreementDocument } from '../api/use-sign-franchise-agreement-document.ts';
import { DocumentRow } from './document-row.tsx';

/**
 * Step 1, "Your documents" (spec 1 §4): View of document N once N-1 is accepted, Accept after its View, then the
 * agreement checkbox and "Accept franchise". The server enforces the same order.
 */
export const DocumentsStep = ({ agreement, token }: { agreement: FranchiseAgreementData; token: string }) => {
  const navigate = useNavigate();
  const brand = brandFromText(agreement.brand);
  const key = agreement.franchiseAgreementKey;
  const { sign, fetching: signing } = useSignFranchiseAgreementDocument(key, token);
  const { accept, fetching: accepting } = useAcceptFranchiseAgreement(key, token);
  const [viewed, setViewed] = useState<Set<string>>(new Set());
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const documents = matchOnboardingDocuments(agreement.documents);
  const progress = documents.map(({ kind, document }) => ({
    viewed: Boolean(document?.viewed) || viewed.has(kind),
    accepted: Boolean(document?.accepted) || accepted.has(kind),
  }));
  const allAccepted = areAllDocumentsAccepted(progress);

  const handleAccept = async (kind: (typeof documents)[number]['kind']) => {
    setFailure(null);
    const outcome = await sign(kind);
    if (outcome.ok) setAccepted((s) => new Set(s).add(kind));
    else setFailure(outcome.message);
  };
  const handleAcceptFranchise = async () => {
    const outcome = await accept();
    await navigate(`/acceptance-page-result/${outcome.ok ? 'success' : 'error'}/${brand}/${key}`);
  };

  return (
    <Box component="section" aria-labelledby="documents-heading">
      <Typography id="documents-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Your documents
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Please read each document in turn, then accept it. The next one opens once you have accepted the one before.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {documents.map(({ kind, document }, index) => (
          <DocumentRow
            key={kind}
            kind={kind}
            index={index}
            url={document && canViewDocument(progress, index) ? document.url : null}
            accepted={Boolean(progress[index]?.accepted)}
            canAccept={canAcceptDocument(progress, index) && !signing}
            onView={() => setViewed((s) => new Set(s).add(kind))}
            onAccept={() => handleAccept(kind)}
          />
        ))}
      </Box>
      <FormControlLabel
        sx={{ mt: 3, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
        control={
          <Checkbox checked={confirmed} disabled={!allAccepted} onChange={(e) => setConfirmed(e.target.checked)} />
        }
        label={agreementConfirmation(brands[brand].legalName)}
      />
      <Button
        variant="contained"
        size="large"
        onClick={handleAcceptFranchise}
        disabled={!allAccepted || !confirmed || accepting}
        sx={{ mt: 2, minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
      >
        Accept franchise
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {m.documentsNote}
      </Typography>
    </Box>
  );
};
