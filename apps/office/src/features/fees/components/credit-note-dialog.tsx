import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { feeMessages } from '@portal/domain/accounts';
import { formatPence, parsePounds } from '@portal/domain/money';
import { useState } from 'react';
import type { FeeInvoice } from '../api/use-fees.ts';
import { useIssueCreditNote } from '../api/use-fees.ts';

type Props = { invoice: FeeInvoice; onClose: (issued: boolean) => void };

/** A credit note against an issued invoice, up to what it still owes (the invoice itself is never edited). */
export const CreditNoteDialog = ({ invoice, onClose }: Props) => {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { issue, fetching } = useIssueCreditNote();
  const pence = parsePounds(amount);
  const amountError =
    pence === null || pence <= 0
      ? feeMessages.amountPositive
      : pence > invoice.outstandingPence
        ? feeMessages.creditMoreThanOwed
        : null;
  const reasonError = reason.trim() === '' ? feeMessages.reasonNeeded : null;
  const onSave = async () => {
    setTouched(true);
    if (pence === null || amountError || reasonError) return;
    const outcome = await issue(invoice.id, pence, reason);
    if (outcome.ok) onClose(true);
    else setError(outcome.message);
  };
  return (
    <Dialog open onClose={fetching ? undefined : () => onClose(false)} aria-labelledby="credit-title" fullWidth>
      <DialogTitle id="credit-title">Credit note for {invoice.invoiceNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {invoice.description}: {formatPence(invoice.outstandingPence)} still owed.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            label="Amount to credit, including VAT (£)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={touched && Boolean(amountError)}
            helperText={(touched && amountError) || ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={touched && Boolean(reasonError)}
            helperText={(touched && reasonError) || ' '}
          />
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={fetching}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={fetching}>
          Issue credit note
        </Button>
      </DialogActions>
    </Dialog>
  );
};
