import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BrandCode } from '../../../gql/graphql.ts';
import { useExpiringDocuments } from '../api/use-expiring-documents.ts';
import { BrandFilter } from './brand-filter.tsx';
import { DocumentsTable } from './documents-table.tsx';

/** Approved documents expiring in the next 30 days, soonest first, per brand, 25 at a time (Show more adds 25). */
export const ExpiringList = () => {
  const [brand, setBrand] = useState<BrandCode | null>(null);
  const { documents, nextPage, showMore, fetching, error } = useExpiringDocuments(brand);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BrandFilter value={brand} onChange={setBrand} />
      {error && <Alert severity="error">The list could not be loaded. Try again in a moment.</Alert>}
      {fetching && <LinearProgress aria-label="Loading the list" />}
      {documents && (
        <Paper variant="outlined">
          <DocumentsTable
            label="Documents expiring in the next 30 days"
            documents={documents}
            empty="No approved documents expire in the next 30 days."
            expiring
          />
          {(nextPage || documents.length > 0) && (
            <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
              <Typography sx={{ mr: 'auto', pl: 1 }} color="text.secondary" aria-live="polite">
                {documents.length === 1 ? '1 document' : `${documents.length} documents`}
                {nextPage ? ' shown; more expire later in the 30 days' : ''}
              </Typography>
              {nextPage && (
                <Button variant="outlined" disabled={fetching} onClick={showMore}>
                  Show more
                </Button>
              )}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
};
