import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { BrandCode } from '../../../gql/graphql.ts';
import { useExpiringDocuments } from '../api/use-expiring-documents.ts';
import { BrandFilter } from './brand-filter.tsx';
import { DocumentsTable } from './documents-table.tsx';

/** Approved documents expiring in the next 30 days, soonest first, per brand. */
export const ExpiringList = () => {
  const [brand, setBrand] = useState<BrandCode | null>(null);
  const { documents, fetching, error } = useExpiringDocuments(brand);
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
        </Paper>
      )}
    </Box>
  );
};
