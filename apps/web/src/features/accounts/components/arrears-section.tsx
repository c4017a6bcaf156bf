import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
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

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** One arrear: on a phone the date goes under the reference, so three columns fit a 390 px screen. */
const ArrearRow = ({ row, phone, onOpen }: { row: ArrearsRow; phone: boolean; onOpen: () => void }) => (
  <TableRow>
    <TableCell sx={{ overflowWrap: 'anywhere' }}>
      {row.reference}
      {phone && (
        <Typography component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
          {formatIsoDate(row.date)}
        </Typography>
      )}
    </TableCell>
    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {row.amount.formatted}
    </TableCell>
    {!phone && <TableCell>{formatIsoDate(row.date)}</TableCell>}
    <TableCell align="right" sx={{ pr: 0 }}>
      <Button onClick={onOpen} sx={{ minHeight: 44, minWidth: 0 }} aria-label={`Breakdown of ${row.reference}`}>
        Breakdown
      </Button>
    </TableCell>
  </TableRow>
);

/** The arrears table (reference, amount, date) with each franchise's breakdown in a modal; fits a phone's width. */
export const ArrearsSection = ({ instructorId, arrears }: { instructorId: string; arrears: ArrearsRow[] }) => {
  const [open, setOpen] = useState<ArrearsRow | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <section aria-labelledby="arrears-heading" data-testid="arrears-section">
      <Typography variant="h2" id="arrears-heading" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        Arrears
      </Typography>
      <Table size="small" aria-labelledby="arrears-heading" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{phone ? 'Reference and date' : 'Reference'}</TableCell>
            <TableCell align="right">Amount</TableCell>
            {!phone && <TableCell>Date</TableCell>}
            <TableCell>
              <span style={visuallyHidden}>Breakdown</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {arrears.length === 0 ? (
            <TableRow>
              <TableCell colSpan={phone ? 3 : 4}>{accountsMessages.noArrears}</TableCell>
            </TableRow>
          ) : (
            arrears.map((row) => <ArrearRow key={row.id} row={row} phone={phone} onOpen={() => setOpen(row)} />)
          )}
        </TableBody>
      </Table>
      <Breakdown instructorId={instructorId} row={open} onClose={() => setOpen(null)} />
    </section>
  );
};
