import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QueueLearnerDetail } from '../api/use-allocation-queue-learner.ts';
import { dateTimeLabel } from './queue-words.ts';

const outcomeWords = { Pending: 'Waiting for an answer', Accepted: 'Accepted', Rejected: 'Rejected' } as const;

/** Who the learner was offered to, newest first: when, how it ended, and why not. */
export const AttemptHistory = ({ history }: { history: QueueLearnerDetail['history'] }) =>
  history.length === 0 ? (
    <Typography color="text.secondary">Not offered to anyone yet.</Typography>
  ) : (
    <Table size="small" aria-label="Who was tried" data-testid="attempt-history">
      <TableHead>
        <TableRow>
          <TableCell>Instructor</TableCell>
          <TableCell>Offered</TableCell>
          <TableCell>Outcome</TableCell>
          <TableCell>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((a) => (
          <TableRow key={a.id}>
            <TableCell>{a.instructorName}</TableCell>
            <TableCell>{dateTimeLabel(a.offeredAt)}</TableCell>
            <TableCell>
              {outcomeWords[a.outcome]}
              {a.answeredAt ? ` (${dateTimeLabel(a.answeredAt)})` : ''}
            </TableCell>
            <TableCell>{a.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
