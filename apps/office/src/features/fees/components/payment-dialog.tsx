import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { feeMessages, type PaymentMethod, paymentMethodLabels, paymentMethods } from '@portal/domain/accounts';
import { formatPence, parsePounds, penceToPoundsText } from '@portal/domain/money';
import { useState } from 'react';
import type { FeeInvoice } from '../api/use-fees.ts';
import { useRecordFeePayment } from '../api/use-fees.ts';

type Props = { invoices: readonly FeeInvoice[]; today: string; onClose: (recorded: boolean) => void };

/** Records money received against the ticked invoices: spread oldest first, each up to what it owes. */
export const PaymentDialog = ({ invoices, today, onClose }: Props) => {
  const owed = invoices.reduce((sum, i) => sum + i.outstandingPence, 0);
  const [method, setMethod] = useState<PaymentMethod>('BankTransfer');
  const [receivedOn, setReceivedOn] = useState(today);
  const [amount, setAmount] = useState(penceToPoundsText(owed));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { record, fetching } = useRecordFeePayment();
  const pence = parsePounds(amount);
  const amountError =
    pence === null || pence <= 0 ? feeMessages.amountPositive : pence > owed ? feeMessages.moreThanOwed : null;
  const dateError = receivedOn > today ? feeMessages.inFuture : null;
  const onSave = async () => {
    if (pence === null || amountError || dateError) return;
    const outcome = await record({
      invoiceIds: invoices.map((i) => i.id),
      method,
      receivedOn,
      amountPence: pence,
      reference,
    });
    if (outcome.ok) onClose(true);
    else setError(outcome.message);
  };
  return (
    <Dialog open onClose={fetching ? undefined : () => onClose(false)} aria-labelledby="payment-title" fullWidth>
      <DialogTitle id="payment-title">Record a payment</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          For {invoices.map((i) => i.invoiceNumber).join(', ')}: {formatPence(owed)} owed.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField select label="Method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            {paymentMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {paymentMethodLabels[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Received on"
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.target.value)}
            error={Boolean(dateError)}
            helperText={dateError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Amount (£)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(amountError)}
            helperText={amountError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Reference (optional)" value={reference} onChange={(e) => setReference(e.target.value)} />
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
        <Button variant="contained" onClick={onSave} disabled={fetching || Boolean(amountError || dateError)}>
          Record payment
        </Button>
      </DialogActions>
    </Dialog>
  );
};
