import { Box, Button, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { detailsMessages } from '@portal/domain/details';
import { useState } from 'react';
import { useAgreementsDocuments } from '../api/use-agreements-documents.ts';
import { ukDate } from './format.ts';

/**
 * Spec 1 §2 "Franchise documents": Active and Inactive tabs, each the first agreement of its kind, read-only;
 * each document can be viewed or downloaded.
 */
export const FranchiseDocuments = ({ personKey }: { personKey: string }) => {
  const { agreements } = useAgreementsDocuments(personKey);
  const [tab, setTab] = useState<'active' | 'inactive'>('active');
  const agreement = agreements?.find((a) => a.active === (tab === 'active')) ?? null;
  return (
    <Box component="section" aria-labelledby="franchise-documents-title" sx={{ mt: 4 }}>
      <Typography id="franchise-documents-title" variant="h6" component="h2">
        Franchise documents
      </Typography>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} aria-label="Franchise agreements">
        <Tab value="active" label="Active" />
        <Tab value="inactive" label="Inactive" />
      </Tabs>
      <Table
        size="small"
        aria-label={`${tab === 'active' ? 'Active' : 'Inactive'} franchise documents`}
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Document</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Franchise</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Start date</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>End date</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agreement?.documents.map((doc) => (
            <TableRow key={doc.id}>
              <TableCell>{doc.documentType}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{agreement.agreementName}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ukDate(agreement.fromDate)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ukDate(agreement.toDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {doc.viewUrl && (
                  <Button
                    size="small"
                    href={doc.viewUrl}
                    target="_blank"
                    rel="noopener"
                    sx={{ minHeight: 44 }}
                    aria-label={`View ${doc.documentType}`}
                  >
                    View
                  </Button>
                )}
                {doc.url && (
                  <Button
                    size="small"
                    href={doc.url}
                    sx={{ minHeight: 44 }}
                    aria-label={`Download ${doc.documentType}`}
                  >
                    Download
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {agreements && (!agreement || agreement.documents.length === 0) && (
            <TableRow>
              <TableCell colSpan={5}>{detailsMessages.documentsEmpty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
};
