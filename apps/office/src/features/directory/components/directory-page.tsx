import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DIRECTORY_PAGE_SIZE } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useDeferredValue, useState } from 'react';
import { useSignedInStaff } from '../../auth/index.ts';
import { useDirectory } from '../api/use-directory.ts';
import { DirectoryFilterBar, type DirectoryFilters, noFilters } from './directory-filters.tsx';
import { DirectoryTable } from './directory-table.tsx';

const toInput = (f: DirectoryFilters, page: number) => ({
  search: f.search.trim() || null,
  brand: f.brand || null,
  statuses: f.status ? [f.status] : null,
  propositionType: f.propositionType || null,
  capacityFull: f.capacity === '' ? null : f.capacity === 'full',
  page,
});

/** /office/instructors: every instructor of the member's brands, searched and filtered, 25 a page by name. */
export const DirectoryPage = () => {
  const staff = useSignedInStaff();
  const [filters, setFilters] = useState<DirectoryFilters>(noFilters);
  const [page, setPage] = useState(1);
  // Typing never waits for the server: the list follows the box when it can.
  const deferred = useDeferredValue(filters);
  const { page: result, fetching, error } = useDirectory(toInput(deferred, page));
  const change = (next: DirectoryFilters) => {
    setFilters(next);
    setPage(1);
  };
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
              {result.total === 1 ? '1 instructor found' : `${result.total} instructors found`}
            </Typography>
            <DirectoryTable items={result.items} />
            <TablePagination
              component="div"
              count={result.total}
              page={Math.max(result.page - 1, 0)}
              rowsPerPage={DIRECTORY_PAGE_SIZE}
              rowsPerPageOptions={[DIRECTORY_PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next + 1)}
            />
          </>
        )}
      </Paper>
    </PageShell>
  );
};
