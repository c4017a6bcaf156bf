import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BrandCode } from '../../../gql/graphql.ts';
import { QUEUE_PAGE_SIZE, useDocumentReviewQueue } from '../api/use-document-review-queue.ts';
import { BrandFilter } from './brand-filter.tsx';
import { DocumentsTable } from './documents-table.tsx';

/** The queue: documents waiting for approval, oldest first, 25 a page, with a brand filter. */
export const ReviewQueue = () => {
  const [brand, setBrand] = useState<BrandCode | null>(null);
  // Where each page seen so far starts (the first at the start): Previous goes back one, Next adds one.
  const [starts, setStarts] = useState<Array<string | null>>([null]);
  const { items, nextPage, fetching, error } = useDocumentReviewQueue(starts.at(-1) ?? null, brand);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BrandFilter
        value={brand}
        onChange={(next) => {
          setBrand(next);
          setStarts([null]);
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
          {(starts.length > 1 || nextPage) && (
            <Stack direction="row" spacing={1} sx={{ p: 1, justifyContent: 'flex-end' }}>
              <Typography sx={{ alignSelf: 'center', mr: 'auto', pl: 1 }} color="text.secondary">
                Page {starts.length}, {QUEUE_PAGE_SIZE} a page
              </Typography>
              <Button disabled={starts.length === 1} onClick={() => setStarts(starts.slice(0, -1))}>
                Previous page
              </Button>
              <Button disabled={!nextPage} onClick={() => nextPage && setStarts([...starts, nextPage])}>
                Next page
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
};
