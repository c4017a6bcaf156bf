import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { auditCsvHref, type TrailOf, useAuditTrail } from '../api/use-audit-trail.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** The words of an operation the trail records (the operation's own name when it has none here). */
const operationLabels: Record<string, string> = {
  lockCapacity: 'Locked capacity',
  unlockCapacity: 'Opened capacity',
};

/**
 * A trail, newest first, a page at a time (older pages by seq), with its CSV download. `caption` names the
 * table for a screen reader.
 */
export const AuditTrailTable = ({ of, caption }: { of: TrailOf; caption: string }) => {
  const [cursors, setCursors] = useState<number[]>([]);
  const { page, fetching, error } = useAuditTrail(of, cursors.at(-1) ?? null);
  if (error) return <Alert severity="error">The audit trail could not be loaded. Please try again.</Alert>;
  const entries = page?.entries ?? [];
  return (
    <Box>
      {/* Scrolls sideways on a narrow desk: a region a keyboard can reach and scroll (axe scrollable-region-focusable). */}
      <TableContainer role="region" aria-label={caption} tabIndex={0}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Target</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.seq}>
                <TableCell>{entry.seq}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when.format(new Date(entry.at))}</TableCell>
                <TableCell>{entry.staff.name}</TableCell>
                <TableCell>{operationLabels[entry.operation] ?? entry.operation}</TableCell>
                <TableCell title={entry.targetId}>
                  {/* The id's first part: enough to tell targets apart; the CSV has it whole. */}
                  {entry.targetType} {entry.targetId.slice(0, 8)}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{entry.before ?? ''}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{entry.after ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!fetching && entries.length === 0 && (
        <Typography sx={{ py: 2 }} color="text.secondary">
          Nothing recorded yet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, pt: 1, flexWrap: 'wrap' }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer entries
        </Button>
        <Button
          disabled={!page?.nextBeforeSeq}
          onClick={() => page?.nextBeforeSeq && setCursors((c) => [...c, page.nextBeforeSeq as number])}
        >
          Older entries
        </Button>
        <Button href={auditCsvHref(of)} download variant="outlined" sx={{ ml: 'auto' }}>
          Download CSV
        </Button>
      </Box>
    </Box>
  );
};
