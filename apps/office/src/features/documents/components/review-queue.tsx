import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import type { BrandCode } from '../../../gql/graphql.ts';
import { QUEUE_PAGE_SIZE, useDocumentReviewQueue } from '../api/use-document-review-queue.ts';
import { BrandFilter } from './brand-filter.tsx';
import { DocumentsTable } from './documents-table.tsx';

/** The queue: documents waiting for approval, oldest first, 25 a page, with a brand filter. */
export const ReviewQueue = () => {
  const [brand, setBrand] = useState<BrandCode | null>(null);
  const [page, setPage] = useState(0);
  const { items, total, fetching, error } = useDocumentReviewQueue(page, brand);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BrandFilter
        value={brand}
        onChange={(next) => {
          setBrand(next);
          setPage(0);
        }}
      />
      {error && <Alert severity="error">The queue could not be loaded. Try again in a moment.</Alert>}
      {fetching && <LinearProgress aria-label="Loading the queue" />}
      {items && (
        <Paper variant="outlined">
          <DocumentsTable
            label="Documents waiting for approval"
            documents={items}
            empty="No documents are waiting for approval."
          />
          <TablePagination
            component="div"
            count={total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={QUEUE_PAGE_SIZE}
            rowsPerPageOptions={[QUEUE_PAGE_SIZE]}
          />
        </Paper>
      )}
    </Box>
  );
};
