import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { QueueLearner } from '../api/use-allocation-queue.ts';
import { brandLabel, daysLabel, lessonLabel, waitedLabel } from './queue-words.ts';

type Props = { learners: readonly QueueLearner[]; selected: string | null; onSelect: (id: string) => void };

/** The queue, oldest first: a row opens the learner's panel. */
export const QueueTable = ({ learners, selected, onSelect }: Props) => (
  <Table size="small" aria-label="Learners waiting for an instructor" data-testid="allocation-queue">
    <TableHead>
      <TableRow>
        <TableCell>Learner</TableCell>
        <TableCell>Postcode</TableCell>
        <TableCell>Lessons</TableCell>
        <TableCell>Days</TableCell>
        <TableCell>Waiting</TableCell>
        <TableCell>State</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {learners.map((l) => (
        <TableRow
          key={l.id}
          hover
          selected={l.id === selected}
          onClick={() => onSelect(l.id)}
          sx={{ cursor: 'pointer' }}
          data-testid={`queue-row-${l.id}`}
        >
          <TableCell>
            <Link component="button" type="button" onClick={() => onSelect(l.id)}>
              {l.name}
            </Link>{' '}
            <Chip size="small" label={brandLabel(l.brand)} variant="outlined" />
          </TableCell>
          <TableCell>{l.postcode}</TableCell>
          <TableCell>
            {lessonLabel[l.lessonType]}, {l.transmission.toLowerCase()}
          </TableCell>
          <TableCell>{daysLabel(l.preferredDays)}</TableCell>
          <TableCell>{waitedLabel(l.joinedAt)}</TableCell>
          <TableCell>
            {l.state === 'Offered' ? (
              <Chip size="small" variant="outlined" label={`Offered to ${l.offeredTo ?? 'an instructor'}`} />
            ) : (
              <Chip size="small" label={l.tries > 0 ? `Waiting (tried ${l.tries})` : 'Waiting'} />
            )}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
