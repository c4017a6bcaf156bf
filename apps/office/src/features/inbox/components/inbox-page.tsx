import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inboxMessages as words } from '@portal/domain/messages';
import type { BrandCode } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignedInStaff } from '../../auth/index.ts';
import { useChatInbox } from '../api/use-chat-inbox.ts';
import { type InboxEvent, useInboxEvents } from '../hooks/use-inbox-events.ts';
import { ConversationPanel } from './conversation-panel.tsx';
import { InboxList } from './inbox-list.tsx';

type Listener = (event: InboxEvent | null) => void;

/** The time now, moving each half minute (the waits shown grow by themselves). */
const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** How long the search box waits for the typing to stop before it asks. */
const SEARCH_PAUSE_MS = 300;

const useDebounced = (value: string) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

/** /office/inbox[/:instructorId]: every conversation, waiting longest first, beside the open one; kept live. */
export const InboxPage = ({ selected }: { selected: string | null }) => {
  const me = useSignedInStaff();
  const now = useNow();
  const [brand, setBrand] = useState<BrandCode | ''>('');
  const [assignedToMe, setAssignedToMe] = useState(false);
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search);
  const { conversations, hasMore, loaded, failed, refresh } = useChatInbox({
    brand: brand || null,
    assignedToMe,
    search: settledSearch,
  });

  const listeners = useRef(new Set<Listener>());
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const live = useInboxEvents((event) => {
    if (event?.kind !== 'typing') refresh();
    for (const listener of listeners.current) listener(event);
  });

  return (
    <PageShell
      title={words.title}
      subtitle="Every instructor's conversation with the office: those waiting longest first."
      actions={<Chip size="small" color={live ? 'success' : 'default'} label={live ? 'Live' : 'Connecting…'} />}
    >
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Brand"
          value={brand}
          onChange={(e) => setBrand(e.target.value as BrandCode | '')}
          fullWidth={false}
          sx={{ width: 180 }}
        >
          <MenuItem value="">All my brands</MenuItem>
          {me.brands.map((b) => (
            <MenuItem key={b} value={b}>
              {b === 'AADS' ? 'AA' : 'BSM'}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="Search messages or instructors"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth={false}
          sx={{ width: 320 }}
        />
        <FormControlLabel
          control={<Switch checked={assignedToMe} onChange={(e) => setAssignedToMe(e.target.checked)} />}
          label="Assigned to me"
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {loaded ? words.conversationCount(conversations.length, hasMore) : ''}
        </Typography>
      </Box>
      {failed && <Alert severity="error">The inbox could not be loaded. Please try again.</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)', lg: '300px minmax(0, 1fr) 230px' },
        }}
      >
        <Paper variant="outlined" sx={{ maxHeight: '75vh', overflowY: 'auto' }}>
          <InboxList conversations={conversations} hasMore={hasMore} selected={selected} now={now} />
        </Paper>
        {selected ? (
          <ConversationPanel
            key={selected}
            instructorId={selected}
            me={{ id: me.id, name: me.name }}
            subscribe={subscribe}
            now={now}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Choose a conversation to read it and reply.
          </Typography>
        )}
      </Box>
    </PageShell>
  );
};
