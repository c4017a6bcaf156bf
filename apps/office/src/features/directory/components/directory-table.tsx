import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RouterLink } from '@portal/ui/layout';
import { useNavigate } from 'react-router';
import type { DirectoryQuery } from '../../../gql/graphql.ts';
import { franchiseLabel } from './labels.ts';

type Entry = DirectoryQuery['directory']['items'][number];

/**
 * The directory's rows: the name is a link (Tab reaches it, Enter opens the page); a click anywhere on the row
 * opens it too.
 */
export const DirectoryTable = ({ items }: { items: readonly Entry[] }) => {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label="Instructors">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>ADI number</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Postcode</TableCell>
            <TableCell>Franchises</TableCell>
            <TableCell>Capacity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(`/instructors/${entry.id}`)}
            >
              <TableCell>
                <Link component={RouterLink} to={`/instructors/${entry.id}`} onClick={(e) => e.stopPropagation()}>
                  {entry.name.fullName}
                </Link>
              </TableCell>
              <TableCell>{entry.adiNumber}</TableCell>
              <TableCell>{entry.status}</TableCell>
              <TableCell>{entry.postcode ?? ''}</TableCell>
              <TableCell>{entry.franchises.map(franchiseLabel).join(', ')}</TableCell>
              <TableCell>
                {entry.capacityFull ? (
                  <Chip size="small" color="error" variant="outlined" label="Full" />
                ) : (
                  <Chip size="small" label="Open" />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
