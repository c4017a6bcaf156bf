import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatIsoDate } from '@portal/domain/accounts';
import { formatPence } from '@portal/domain/money';
import type { FeeInvoice } from '../api/use-fees.ts';

/** Read by screen readers only. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

type Props = {
  invoices: readonly FeeInvoice[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onCredit: (invoice: FeeInvoice) => void;
  /** Off when the table is one instructor's (the heading names them). */
  showInstructor: boolean;
};

const stateOf = (invoice: FeeInvoice) => {
  if (invoice.paid) return <Chip size="small" color="success" label="Paid" />;
  if (invoice.settledPence > 0) return <Chip size="small" color="warning" label="Part paid" />;
  return <Chip size="small" variant="outlined" label="Unpaid" />;
};

/** Invoices, newest first: tick the ones a payment is for; a credit note corrects one (it is never edited). */
export const InvoiceTable = ({ invoices, selected, onToggle, onCredit, showInstructor }: Props) => (
  <Table size="small" aria-label="Fee invoices" data-testid="fee-invoices">
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">
          <Box component="span" sx={visuallyHidden}>
            Pay
          </Box>
        </TableCell>
        <TableCell>Invoice</TableCell>
        <TableCell>Date</TableCell>
        {showInstructor && <TableCell>Instructor</TableCell>}
        <TableCell>Description</TableCell>
        <TableCell align="right">Gross</TableCell>
        <TableCell align="right">Owed</TableCell>
        <TableCell>State</TableCell>
        <TableCell>
          <Box component="span" sx={visuallyHidden}>
            Correct
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {invoices.map((invoice) => (
        <TableRow
          key={invoice.id}
          hover
          selected={selected.has(invoice.id)}
          data-testid={`invoice-${invoice.invoiceNumber}`}
        >
          <TableCell padding="checkbox">
            <Checkbox
              checked={selected.has(invoice.id)}
              disabled={invoice.outstandingPence === 0}
              onChange={() => onToggle(invoice.id)}
              slotProps={{ input: { 'aria-label': `Pay ${invoice.invoiceNumber}` } }}
            />
          </TableCell>
          <TableCell>{invoice.invoiceNumber}</TableCell>
          <TableCell>{formatIsoDate(invoice.invoiceDate)}</TableCell>
          {showInstructor && (
            <TableCell>
              {invoice.instructorName} (ADI {invoice.adiNumber})
            </TableCell>
          )}
          <TableCell>{invoice.description}</TableCell>
          <TableCell align="right">{formatPence(invoice.grossPence)}</TableCell>
          <TableCell align="right">{formatPence(invoice.outstandingPence)}</TableCell>
          <TableCell>{stateOf(invoice)}</TableCell>
          <TableCell>
            <Button
              size="small"
              onClick={() => onCredit(invoice)}
              disabled={invoice.outstandingPence === 0}
              aria-label={`Credit note for ${invoice.invoiceNumber}`}
            >
              Credit note
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
