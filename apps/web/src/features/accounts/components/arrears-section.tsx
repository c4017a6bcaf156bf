import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { accountsMessages, formatIsoDate } from '@portal/domain/accounts';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-messages.ts';
import type { ArrearsRow } from '../api/use-account-transactions.ts';
import { useArrearsBreakdown } from '../api/use-arrears-breakdown.ts';

const Breakdown = ({
  instructorId,
  row,
  onClose,
}: {
  instructorId: string;
  row: ArrearsRow | null;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { rows, error } = useArrearsBreakdown(instructorId, row?.propositionKey ?? null);
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="arrears-breakdown-title"
    >
      <DialogTitle id="arrears-breakdown-title">Arrears breakdown {row ? `(${row.reference})` : ''}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{failureMessage(error)}</Alert>}
        {!rows && !error && <Skeleton height={120} />}
        {rows && (
          <Table size="small" aria-label="Unpaid invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.reference}</TableCell>
                  <TableCell>{formatIsoDate(r.date)}</TableCell>
                  <TableCell align="right">{r.amount.formatted}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The arrears table (reference, amount, date) with each franchise's breakdown in a modal. */
export const ArrearsSection = ({ instructorId, arrears }: { instructorId: string; arrears: ArrearsRow[] }) => {
  const [open, setOpen] = useState<ArrearsRow | null>(null);
  return (
    <section aria-labelledby="arrears-heading" data-testid="arrears-section">
      <Typography variant="h2" id="arrears-heading" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        Arrears
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="arrears-heading" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Breakdown
                </span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {arrears.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{accountsMessages.noArrears}</TableCell>
              </TableRow>
            ) : (
              arrears.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.reference}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {row.amount.formatted}
                  </TableCell>
                  <TableCell>{formatIsoDate(row.date)}</TableCell>
                  <TableCell align="right">
                    <Button
                      onClick={() => setOpen(row)}
                      sx={{ minHeight: 44 }}
                      aria-label={`Breakdown of ${row.reference}`}
                    >
                      Breakdown
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Box>
      <Breakdown instructorId={instructorId} row={open} onClose={() => setOpen(null)} />
    </section>
  );
};
