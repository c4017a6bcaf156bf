import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@portal/ui/layout';
import { PageShell } from '@portal/ui/page';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useEnrolment, useEnrolmentLink } from '../api/use-enrolments.ts';
import { brandLabels, stateLabels, when } from './words.ts';

type Detail = NonNullable<ReturnType<typeof useEnrolment>['detail']>;

/** Every event of the journey, oldest first: when, what, which document version, from where, the PDF's hash. */
const EvidenceTable = ({ evidence }: { evidence: Detail['evidence'] }) => (
  <Paper sx={{ p: 2 }}>
    <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
      Signing evidence
    </Typography>
    <TableContainer tabIndex={0} role="region" aria-label="Signing evidence">
      <Table size="small" aria-label="Evidence">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Document</TableCell>
            <TableCell>From</TableCell>
            <TableCell>SHA-256</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evidence.map((x) => (
            <TableRow key={`${x.at}-${x.kind}-${x.documentKind ?? ''}-${x.documentVersion ?? ''}-${x.address ?? ''}`}>
              <TableCell>{when(x.at)}</TableCell>
              <TableCell>{x.kind}</TableCell>
              <TableCell>{x.documentKind ? `${x.documentKind} v${x.documentVersion}` : ''}</TableCell>
              <TableCell>{[x.address, x.userAgent].filter(Boolean).join(' · ')}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{x.sha256 ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Paper>
);

/**
 * /office/enrolments/:id: the franchisee's progress (verified, details, bank details, each document read and
 * accepted, signed) with times; resend or expire the link; the signed documents and the signing evidence.
 */
export const EnrolmentPage = ({ id }: { id: string }) => {
  const { detail, fetching, error } = useEnrolment(id);
  const link = useEnrolmentLink(id);
  const location = useLocation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    (location.state as { textSent?: boolean } | null)?.textSent === false
      ? { ok: false, text: 'The enrolment was made but the text could not be sent. Resend the link.' }
      : (location.state as { textSent?: boolean } | null)?.textSent
        ? { ok: true, text: 'Enrolled: the onboarding link was texted to the franchisee.' }
        : null,
  );
  if (fetching && !detail) return <LinearProgress aria-label="Loading the enrolment" />;
  if (error || !detail) {
    return (
      <PageShell title="Enrolment">
        <Alert severity="error">{error?.graphQLErrors[0]?.message ?? 'The enrolment could not be loaded.'}</Alert>
      </PageShell>
    );
  }
  const e = detail.enrolment;
  const resend = async () => {
    const outcome = await link.resend();
    setNotice(
      outcome.ok
        ? {
            ok: outcome.value.textSent,
            text: outcome.value.textSent ? 'The link was texted again.' : 'The text could not be sent.',
          }
        : { ok: false, text: outcome.message },
    );
  };
  const expire = async () => {
    const outcome = await link.expire();
    setNotice(outcome.ok ? { ok: true, text: 'The link was expired.' } : { ok: false, text: outcome.message });
  };
  const steps: Array<[string, string | null]> = [
    ['Link sent', e.linkSentAt],
    ['Verified', e.verifiedAt],
    ['Details updated', e.detailsAt],
    ['Bank details', e.bankDetailsAt],
    ...detail.documents.map((d): [string, string | null] => [`${d.title} accepted`, d.acceptedAt]),
    ['Signed', e.signedAt],
  ];
  return (
    <PageShell
      title={e.name.fullName}
      subtitle={`${brandLabels[e.brand]} · ${e.franchiseName} · starts ${e.startDate}`}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <Paper sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip label={stateLabels[e.state]} color={e.state === 'Signed' ? 'success' : 'default'} />
          <Typography>
            {e.mobile} · {e.email} · ADI {e.adiNumber} · {e.weeklyPayment.formatted} a week
          </Typography>
          {e.state !== 'Signed' && (
            <>
              <Button variant="outlined" onClick={resend} disabled={link.fetching}>
                Resend the link
              </Button>
              {e.state !== 'LinkExpired' && (
                <Button color="warning" onClick={expire} disabled={link.fetching}>
                  Expire the link
                </Button>
              )}
            </>
          )}
          {e.instructorId && (
            <Link component={RouterLink} to={`/instructors/${e.instructorId}`}>
              Open in the directory
            </Link>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Progress
          </Typography>
          <Table size="small" aria-label="Progress">
            <TableBody>
              {steps.map(([label, at]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{when(at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {e.verifyFailures > 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Wrong answers to "Verify it's you": {e.verifyFailures}
            </Typography>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Signed documents
          </Typography>
          <ul>
            {detail.documents.map((d) => (
              <li key={d.kind}>
                {d.url ? (
                  <Link href={d.url} target="_blank" rel="noopener">
                    {d.title} (version {d.version})
                  </Link>
                ) : (
                  `${d.title}: not accepted yet`
                )}
              </li>
            ))}
          </ul>
        </Paper>
        <EvidenceTable evidence={detail.evidence} />
      </div>
    </PageShell>
  );
};
