import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIRECTORY_PAGE_SIZE } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useDeferredValue, useState } from 'react';
import { useSignedInStaff } from '../../auth/index.ts';
import { useDirectory } from '../api/use-directory.ts';
import { DirectoryFilterBar, type DirectoryFilters, noFilters } from './directory-filters.tsx';
import { DirectoryTable } from './directory-table.tsx';

const toInput = (f: DirectoryFilters, after: string | null) => ({
  search: f.search.trim() || null,
  brand: f.brand || null,
  statuses: f.status ? [f.status] : null,
  propositionType: f.propositionType || null,
  capacityFull: f.capacity === '' ? null : f.capacity === 'full',
  after,
});

/**
 * What the page says of what it lists: the exact number when everything found fits on the first page, else the
 * rows shown (the server counts no total: at the size of the network it would cost more than the page).
 */
const foundText = (shown: number, pageIndex: number, more: boolean) => {
  if (pageIndex === 0 && !more) {
    if (shown === 0) return 'No instructors found';
    return shown === 1 ? '1 instructor found' : `${shown} instructors found`;
  }
  const from = pageIndex * DIRECTORY_PAGE_SIZE + 1;
  return `Instructors ${from}–${from + shown - 1}${more ? ', more on the next page' : ''}`;
};

/** /office/instructors: every instructor of the member's brands, searched and filtered, 25 a page by name. */
export const DirectoryPage = () => {
  const staff = useSignedInStaff();
  const [filters, setFilters] = useState<DirectoryFilters>(noFilters);
  // Where each page seen so far starts (the first at the start): Previous goes back one, Next adds one.
  const [starts, setStarts] = useState<Array<string | null>>([null]);
  const pageIndex = starts.length - 1;
  // Typing never waits for the server: the list follows the box when it can.
  const deferred = useDeferredValue(filters);
  const { page: result, fetching, error } = useDirectory(toInput(deferred, starts[pageIndex] ?? null));
  const change = (next: DirectoryFilters) => {
    setFilters(next);
    setStarts([null]);
  };
  const nextPage = result?.nextPage ?? null;
  return (
    <PageShell title="Instructors" subtitle="Search the network by name, ADI number or postcode.">
      <Paper sx={{ p: 2 }}>
        <DirectoryFilterBar value={filters} brands={staff?.brands ?? []} onChange={change} />
        {fetching && <LinearProgress aria-label="Loading instructors" />}
        {error && (
          <Alert severity="error">{error.graphQLErrors[0]?.message ?? 'The directory could not be loaded.'}</Alert>
        )}
        {result && (
          <>
            <Typography role="status" sx={{ py: 1 }} color="text.secondary">
              {foundText(result.items.length, pageIndex, nextPage !== null)}
            </Typography>
            <DirectoryTable items={result.items} />
            <Stack direction="row" spacing={1} sx={{ pt: 1, justifyContent: 'flex-end' }}>
              <Button disabled={pageIndex === 0} onClick={() => setStarts(starts.slice(0, -1))}>
                Previous page
              </Button>
              <Button disabled={nextPage === null} onClick={() => nextPage && setStarts([...starts, nextPage])}>
                Next page
              </Button>
            </Stack>
          </>
        )}
      </Paper>
    </PageShell>
  );
};
