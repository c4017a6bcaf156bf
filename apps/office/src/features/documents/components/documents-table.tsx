import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RouterLink } from '@portal/ui/layout';
import type { ReviewDocument } from '../api/use-document-review-queue.ts';
import { brandsLabel, fileKind, formatDay, formatInstant } from './format.ts';

type Props = { label: string; documents: readonly ReviewDocument[]; empty: string; expiring?: boolean };

/** Documents with their instructor: each row's document type opens its review page (a link, keyboard-usable). */
export const DocumentsTable = ({ label, documents, empty, expiring = false }: Props) => (
  <Table size="small" aria-label={label}>
    <TableHead>
      <TableRow>
        <TableCell>Document</TableCell>
        <TableCell>Instructor</TableCell>
        <TableCell>ADI number</TableCell>
        <TableCell>Brand</TableCell>
        <TableCell>{expiring ? 'Expires' : 'Uploaded'}</TableCell>
        {!expiring && <TableCell>File</TableCell>}
      </TableRow>
    </TableHead>
    <TableBody>
      {documents.map((doc) => (
        <TableRow key={doc.id} hover data-testid={`review-row-${doc.id}`}>
          <TableCell>
            <RouterLink to={`/documents/${doc.id}`} underline="hover" sx={{ fontWeight: 500 }}>
              {doc.documentType}
            </RouterLink>
          </TableCell>
          <TableCell>
            {doc.instructor.firstName} {doc.instructor.lastName}
          </TableCell>
          <TableCell>{doc.instructor.adiNumber}</TableCell>
          <TableCell>{brandsLabel(doc.instructor.brands)}</TableCell>
          <TableCell>{expiring ? formatDay(doc.expiry) : formatInstant(doc.uploadedDate, true)}</TableCell>
          {!expiring && <TableCell>{fileKind(doc.fileType)}</TableCell>}
        </TableRow>
      ))}
      {documents.length === 0 && (
        <TableRow>
          <TableCell colSpan={expiring ? 5 : 6}>{empty}</TableCell>
        </TableRow>
      )}
    </TableBody>
  </Table>
);
