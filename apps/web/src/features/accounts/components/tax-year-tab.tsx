import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatIsoDate, taxYearOf } from '@portal/domain/accounts';
import { localDateOf } from '@portal/domain/time';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-messages.ts';
import { useLedgerExport } from '../api/use-ledger-export.ts';
import { type TaxYearSummary, useTaxYear } from '../api/use-tax-year.ts';
import { saveTextFile } from './save-text-file.ts';

const INCOME = '#2e7d32';
const FEES = '#c62828';

/** Two bars a month, income and fees, scaled to the largest; the numbers are in the table beside. */
const Chart = ({ summary }: { summary: TaxYearSummary }) => {
  const top = Math.max(1, ...summary.months.flatMap((m) => [m.lessonIncome.pence, m.franchiseFees.pence]));
  const bar = (pence: number, colour: string) => (
    <Box
      sx={{
        width: '45%',
        height: `${Math.max(0, (pence / top) * 100)}%`,
        bgcolor: colour,
        borderRadius: '2px 2px 0 0',
      }}
    />
  );
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, alignItems: 'stretch', height: 160, mt: 2 }}>
      {summary.months.map((m) => (
        <Box
          key={m.label}
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}
        >
          <Box
            sx={{
              flex: 1,
              width: '100%',
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'center',
              gap: '2px',
            }}
          >
            {bar(m.lessonIncome.pence, INCOME)}
            {bar(m.franchiseFees.pence, FEES)}
          </Box>
          <Typography sx={{ fontSize: '0.6875rem', color: 'text.secondary' }}>{m.label}</Typography>
        </Box>
      ))}
    </Box>
  );
};

const Totals = ({ summary }: { summary: TaxYearSummary }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2 }}>
    {[
      ['Income from lessons', summary.lessonIncome.formatted, INCOME],
      ['Franchise fees', summary.franchiseFees.formatted, FEES],
    ].map(([label, value, colour]) => (
      <Box key={label} sx={{ borderLeft: 4, borderColor: colour, pl: 1.5 }}>
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>{label}</Typography>
        <Typography
          sx={{ fontSize: '1.5rem', fontWeight: 700 }}
          data-testid={`tax-year-${label === 'Franchise fees' ? 'fees' : 'income'}`}
        >
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** Beyond the spec: the UK tax year's income from lessons against franchise fees, and a CSV for the accountant. */
export const TaxYearTab = ({ instructorId }: { instructorId: string }) => {
  const [current] = useState(() => taxYearOf(localDateOf(new Date())).startYear);
  const [startYear, setStartYear] = useState(current);
  const { summary, error } = useTaxYear(instructorId, startYear);
  const exportCsv = useLedgerExport();
  const { enqueueSnackbar } = useSnackbar();
  const handleExport = async () => {
    if (!summary) return;
    const outcome = await exportCsv(instructorId, summary.from, summary.to);
    if (outcome.ok) saveTextFile(outcome.value, `transactions-${summary.label.replace('/', '-')}.csv`, 'text/csv');
    else enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
  };
  return (
    <Box
      component="section"
      aria-labelledby="tax-year-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous tax year" onClick={() => setStartYear(startYear - 1)}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h2" id="tax-year-heading" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          Tax year {summary?.label ?? ''}
        </Typography>
        <IconButton
          aria-label="Next tax year"
          onClick={() => setStartYear(startYear + 1)}
          disabled={startYear >= current}
        >
          <ChevronRight />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={handleExport}
          disabled={!summary}
          sx={{ minHeight: 44 }}
        >
          Export CSV
        </Button>
      </Box>
      {summary && (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          {formatIsoDate(summary.from)} to {formatIsoDate(summary.to)}
        </Typography>
      )}
      {error && !summary && <Alert severity="error">{failureMessage(error)}</Alert>}
      {!summary && !error && <Skeleton variant="rounded" height={220} />}
      {summary && (
        <>
          <Totals summary={summary} />
          <Chart summary={summary} />
        </>
      )}
    </Box>
  );
};
