import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BrandCode } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useCallback, useState } from 'react';
import { useAllocationQueue } from '../api/use-allocation-queue.ts';
import { useQueueEvents } from '../hooks/use-queue-events.ts';
import { LearnerPanel } from './learner-panel.tsx';
import { QueueTable } from './queue-table.tsx';

/** /office/allocation: the queue (oldest first) beside the chosen learner's panel, kept live by the stream. */
export const AllocationPage = () => {
  const [brand, setBrand] = useState<BrandCode | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { learners, failed, refresh } = useAllocationQueue(brand || null);
  const handleChange = useCallback(() => {
    refresh();
    setVersion((v) => v + 1);
  }, [refresh]);
  const live = useQueueEvents(handleChange);
  return (
    <PageShell
      title="Allocation"
      subtitle="Learners from the booking line waiting for an instructor, oldest first."
      actions={<Chip size="small" color={live ? 'success' : 'default'} label={live ? 'Live' : 'Connecting…'} />}
    >
      <TextField
        select
        size="small"
        label="Brand"
        value={brand}
        onChange={(e) => setBrand(e.target.value as BrandCode | '')}
        sx={{ minWidth: 160, mb: 2 }}
      >
        <MenuItem value="">All my brands</MenuItem>
        <MenuItem value="AADS">AA</MenuItem>
        <MenuItem value="BSM">BSM</MenuItem>
      </TextField>
      {failed && <Alert severity="error">The queue could not be loaded. Please try again.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Box sx={{ overflowX: 'auto' }}>
          {learners.length === 0 && !failed ? (
            <Alert severity="success">Nobody is waiting.</Alert>
          ) : (
            <QueueTable learners={learners} selected={selected} onSelect={setSelected} />
          )}
        </Box>
        {selected && <LearnerPanel id={selected} version={version} onAllocated={refresh} />}
      </Box>
    </PageShell>
  );
};
