import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { accountsMessages, formatIsoDate } from '@portal/domain/accounts';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-messages.ts';
import { type InvoiceRow, useAccountInvoices } from '../api/use-account-invoices.ts';
import { useInvoiceUrl } from '../api/use-invoice-url.ts';
import { MoneyList } from './money-list.tsx';

const DownloadButton = ({ invoice }: { invoice: InvoiceRow }) => {
  const getUrl = useInvoiceUrl();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const handleDownload = async () => {
    setBusy(true);
    const outcome = await getUrl(invoice.id);
    setBusy(false);
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return;
    }
    // Inline: the phone's own PDF viewer opens it; a blocked new tab falls back to this one.
    const opened = window.open(outcome.value, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(outcome.value);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdf />}
      onClick={handleDownload}
      disabled={busy}
      aria-label={`Download invoice ${invoice.invoiceId} as PDF`}
      data-testid={`invoice-pdf-${invoice.invoiceId}`}
      sx={{ minHeight: 44 }}
    >
      PDF
    </Button>
  );
};

/** Every invoice with its paid state and a PDF download. */
export const InvoicesTab = ({ instructorId }: { instructorId: string }) => {
  const { invoices, error } = useAccountInvoices(instructorId);
  if (error && !invoices) return <Alert severity="error">{failureMessage(error)}</Alert>;
  if (!invoices) return <Skeleton variant="rounded" height={200} />;
  if (invoices.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{accountsMessages.noInvoices}</Typography>;
  return (
    <MoneyList
      testId="invoices"
      label="Invoices"
      rows={invoices.map((invoice) => ({
        id: invoice.id,
        primary: (
          <>
            {invoice.invoiceId}{' '}
            <Chip
              size="small"
              label={invoice.paid ? 'Paid' : 'Unpaid'}
              color={invoice.paid ? 'success' : 'error'}
              sx={{ ml: 1 }}
            />
          </>
        ),
        secondary: `${formatIsoDate(invoice.invoiceDate)} · ${invoice.description}`,
        amount: invoice.value.formatted,
        extra: <DownloadButton invoice={invoice} />,
      }))}
    />
  );
};
