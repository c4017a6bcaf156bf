import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { accountsMessages, addWeeks, formatIsoDate, weekEndOf, weekStartOf } from '@portal/domain/accounts';
import { localDateOf } from '@portal/domain/time';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-messages.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { useAccountTransactions } from '../api/use-account-transactions.ts';
import { ArrearsSection } from './arrears-section.tsx';
import { MoneyList } from './money-list.tsx';

/** This week's money movements, earlier weeks a tap away, and the arrears section when the flag is on. */
export const TransactionsTab = ({ instructorId }: { instructorId: string }) => {
  const flags = useGlobalConfig();
  const [thisMonday] = useState(() => weekStartOf(localDateOf(new Date())));
  const [monday, setMonday] = useState(thisMonday);
  const { items, arrears, error } = useAccountTransactions(
    instructorId,
    { from: monday, to: weekEndOf(monday) },
    flags.instructorArrearsEnabled,
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <section aria-labelledby="transactions-heading">
        <Typography variant="h2" id="transactions-heading" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {monday === thisMonday ? 'Transactions this week' : 'Transactions'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<ChevronLeft />} onClick={() => setMonday(addWeeks(monday, -1))} sx={{ minHeight: 44 }}>
            Previous week
          </Button>
          <Typography data-testid="transactions-week" sx={{ flex: 1, textAlign: 'center', minWidth: 160 }}>
            {formatIsoDate(monday)} – {formatIsoDate(weekEndOf(monday))}
          </Typography>
          <Button
            endIcon={<ChevronRight />}
            onClick={() => setMonday(addWeeks(monday, 1))}
            disabled={monday >= thisMonday}
            sx={{ minHeight: 44 }}
          >
            Next week
          </Button>
        </Box>
        {error && !items && <Alert severity="error">{failureMessage(error)}</Alert>}
        {!items && !error && <Skeleton variant="rounded" height={160} />}
        {items?.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 1 }}>{accountsMessages.noTransactions}</Typography>
        )}
        {items && items.length > 0 && (
          <MoneyList
            testId="transactions"
            label="Transactions"
            rows={items.map((item) => ({
              id: item.id,
              primary: item.name,
              secondary: `${formatIsoDate(item.date)} · ${item.kind}`,
              amount: item.value.formatted,
              negative: item.value.pence < 0,
            }))}
          />
        )}
      </section>
      {flags.instructorArrearsEnabled && <ArrearsSection instructorId={instructorId} arrears={arrears} />}
    </Box>
  );
};
