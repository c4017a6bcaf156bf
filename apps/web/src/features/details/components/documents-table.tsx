import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { type DocumentStatus, detailsMessages, documentStatusLabel } from '@portal/domain/details';
import { useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import type { CustomerDocument } from '../api/use-customer-documents.ts';
import { ukDate } from './format.ts';
import { statusColours } from './info-card.tsx';

const PAGE_SIZE = 10;
type SortKey = 'documentType' | 'status' | 'uploadedDate';

const statusColour: Record<DocumentStatus, string> = {
  APPROVED: statusColours.green,
  REJECTED: statusColours.red,
  OUTSTANDING: statusColours.amber,
  FOR_APPROVAL: statusColours.blue,
};

/** One document: its type, status chip, upload date (not on a phone) and its action. */
const DocumentRow = ({ doc, busyId, onPick }: { doc: CustomerDocument; busyId: string | null; onPick: () => void }) => (
  <TableRow data-testid={`document-row-${doc.documentType}`}>
    <TableCell>{doc.documentType}</TableCell>
    <TableCell>
      <Chip
        size="small"
        label={documentStatusLabel(doc.status)}
        sx={{ color: '#fff', bgcolor: statusColour[doc.status] }}
      />
      {doc.rejectionReason && (
        <Typography
          variant="body2"
          data-testid="document-rejection-reason"
          sx={{ mt: 0.5, maxWidth: 320, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            Reason:{' '}
          </Box>
          {doc.rejectionReason}
        </Typography>
      )}
    </TableCell>
    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ukDate(doc.uploadedDate)}</TableCell>
    <TableCell align="right">
      {doc.canUpload ? (
        <Button
          size="small"
          variant="contained"
          disabled={busyId !== null}
          onClick={onPick}
          sx={{ minHeight: 44 }}
          aria-label={`Upload ${doc.documentType}`}
        >
          {busyId === doc.id ? 'Uploading…' : 'Upload'}
        </Button>
      ) : doc.viewUrl ? (
        <Button size="small" href={doc.viewUrl} target="_blank" rel="noopener" sx={{ minHeight: 44 }}>
          View
        </Button>
      ) : null}
    </TableCell>
  </TableRow>
);

/** Sorting by a column (Document first, A to Z); a header toggles the direction. */
const useSortedDocuments = (documents: CustomerDocument[]) => {
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'documentType', asc: true });
  const sorted = useMemo(
    () =>
      [...documents].sort((a, b) => {
        const order = String(a[sort.key] ?? '').localeCompare(String(b[sort.key] ?? ''));
        return sort.asc ? order : -order;
      }),
    [documents, sort],
  );
  const header = (key: SortKey, label: string, hideSmall = false) => (
    <TableCell sx={hideSmall ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key && !sort.asc ? 'desc' : 'asc'}
        onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : true }))}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return { sorted, header };
};

type Props = {
  documents: CustomerDocument[];
  busyId: string | null;
  onUpload: (doc: CustomerDocument, file: File) => void;
};

/**
 * Spec 1 §2: Document, Status, Date uploaded (hidden on small screens) and an action; 10 a page, sortable. Upload
 * opens the file picker (a phone offers its camera); an empty choice is ignored; one upload at a time.
 */
export const DocumentsTable = ({ documents, busyId, onUpload }: Props) => {
  const [page, setPage] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  const target = useRef<CustomerDocument | null>(null);
  const { sorted, header } = useSortedDocuments(documents);
  return (
    <>
      <input
        ref={picker}
        type="file"
        hidden
        accept="application/pdf,image/jpeg,image/png,image/heic,image/heif"
        data-testid="document-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && target.current) onUpload(target.current, file);
        }}
      />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Your documents" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {header('documentType', 'Document')}
              {header('status', 'Status')}
              {header('uploadedDate', 'Date uploaded', true)}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                busyId={busyId}
                onPick={() => {
                  target.current = doc;
                  picker.current?.click();
                }}
              />
            ))}
            {documents.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{detailsMessages.documentsEmpty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {documents.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={documents.length}
          page={page}
          onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
};
