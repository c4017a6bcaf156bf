import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BrandCode } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { type FeeInvoice, useAgedArrears, useFeeInvoices } from '../api/use-fees.ts';
import { AgedArrearsTables } from './aged-arrears-table.tsx';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { FeeRunPanel } from './fee-run-panel.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/**
 * /office/fees (Finance): the fee run on demand, aged arrears per brand, an instructor's invoices with payments and
 * credit notes, and the Xero export.
 */
export const FeesPage = () => {
  const [brand, setBrand] = useState<BrandCode | ''>('');
  const [instructorId, setInstructorId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState(false);
  const [crediting, setCrediting] = useState<FeeInvoice | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const aged = useAgedArrears(brand || null);
  const { invoices, failed } = useFeeInvoices(instructorId);
  const chosen = invoices.filter((i) => selected.has(i.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const choose = (id: string | null) => {
    setInstructorId(id);
    setSelected(new Set());
  };
  const exportQuery = new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(brand ? { brand } : {}),
  });
  const who = instructorId ? invoices[0] : undefined;
  return (
    <PageShell title="Fees and payments" subtitle="Weekly franchise fee invoices, payments, credit notes and arrears.">
      <Stack spacing={3}>
        <FeeRunPanel />
        <Section id="arrears-title" title="Aged arrears">
          <TextField
            select
            size="small"
            label="Brand"
            value={brand}
            onChange={(e) => setBrand(e.target.value as BrandCode | '')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: 220, mb: 2 }}
          >
            <MenuItem value="">All my brands</MenuItem>
            <MenuItem value="AADS">AA</MenuItem>
            <MenuItem value="BSM">BSM</MenuItem>
          </TextField>
          {aged.failed ? (
            <Alert severity="error">The arrears could not be loaded. Please try again.</Alert>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <AgedArrearsTables rows={aged.rows} onSelect={choose} />
            </Box>
          )}
        </Section>
        <Section
          id="invoices-title"
          title={who ? `Invoices of ${who.instructorName} (ADI ${who.adiNumber})` : 'Unpaid invoices'}
        >
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
            <Button variant="contained" disabled={chosen.length === 0} onClick={() => setPaying(true)}>
              Record a payment{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
            {instructorId && <Button onClick={() => choose(null)}>Show every unpaid invoice</Button>}
          </Stack>
          {failed && <Alert severity="error">The invoices could not be loaded. Please try again.</Alert>}
          {!failed && invoices.length === 0 ? (
            <Typography color="text.secondary">No invoices to show.</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <InvoiceTable
                invoices={invoices}
                selected={selected}
                onToggle={toggle}
                onCredit={setCrediting}
                showInstructor={!instructorId}
              />
            </Box>
          )}
        </Section>
        <Section id="export-title" title="Export for accounting">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Invoices and credit notes in the columns of Xero&apos;s sales invoice import (amounts tax exclusive), and
            payments as a bank statement.
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="date"
              size="small"
              label="From"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              sx={{ width: 200 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label="To"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              sx={{ width: 200 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Link href={`/office/api/fees/invoices.csv?${exportQuery}`} download>
              Download invoices (CSV)
            </Link>
            <Link href={`/office/api/fees/payments.csv?${exportQuery}`} download>
              Download payments (CSV)
            </Link>
          </Stack>
        </Section>
      </Stack>
      {paying && (
        <PaymentDialog
          invoices={chosen}
          today={todayIso()}
          onClose={(recorded) => {
            setPaying(false);
            if (recorded) {
              setSelected(new Set());
              enqueueSnackbar('Payment recorded', { variant: 'success' });
            }
          }}
        />
      )}
      {crediting && (
        <CreditNoteDialog
          invoice={crediting}
          onClose={(issued) => {
            setCrediting(null);
            if (issued) enqueueSnackbar('Credit note issued', { variant: 'success' });
          }}
        />
      )}
    </PageShell>
  );
};
