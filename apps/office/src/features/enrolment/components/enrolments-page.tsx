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
import TextField from '@mui/material/TextField';
import { RouterLink } from '@portal/ui/layout';
import { PageShell } from '@portal/ui/page';
import { useDeferredValue, useState } from 'react';
import { useEnrolments } from '../api/use-enrolments.ts';
import { brandLabels, stateLabels, when } from './words.ts';

/** /office/enrolments: new franchisees of the member's brands, newest first, with how far each has got. */
export const EnrolmentsPage = () => {
  const [search, setSearch] = useState('');
  const { enrolments, fetching, error } = useEnrolments(useDeferredValue(search));
  return (
    <PageShell title="Enrolments" subtitle="New franchisees: their onboarding link and how far they have got.">
      <Paper sx={{ p: 2 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 8 }}>
          <TextField
            label="Search by name, email or ADI number"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            sx={{ flex: 1 }}
          />
          <Button variant="contained" component={RouterLink} to="/enrolments/new">
            Enrol a franchisee
          </Button>
        </div>
        {fetching && <LinearProgress aria-label="Loading enrolments" />}
        {error && (
          <Alert severity="error">{error.graphQLErrors[0]?.message ?? 'Enrolments could not be loaded.'}</Alert>
        )}
        {enrolments && (
          <TableContainer>
            <Table size="small" aria-label="Enrolments">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Brand</TableCell>
                  <TableCell>Franchise</TableCell>
                  <TableCell>Start</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Documents</TableCell>
                  <TableCell>Link sent</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {enrolments.map((e) => (
                  <TableRow key={e.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/enrolments/${e.id}`}>
                        {e.name.fullName}
                      </Link>
                    </TableCell>
                    <TableCell>{brandLabels[e.brand]}</TableCell>
                    <TableCell>{e.franchiseName}</TableCell>
                    <TableCell>{e.startDate}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={stateLabels[e.state]}
                        color={e.state === 'Signed' ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell>{e.documentsAccepted} of 4</TableCell>
                    <TableCell>{when(e.linkSentAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {enrolments.length === 0 && <Alert severity="info">No enrolments yet.</Alert>}
          </TableContainer>
        )}
      </Paper>
    </PageShell>
  );
};
