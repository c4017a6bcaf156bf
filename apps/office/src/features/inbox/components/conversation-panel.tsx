import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatWaiting, TYPING_SHOWN_MS, inboxMessages as words } from '@portal/domain/messages';
import { useEffect, useState } from 'react';
import { useAssignConversation } from '../api/use-assign-conversation.ts';
import { useChatConversation } from '../api/use-chat-conversation.ts';
import type { OfficeChatMessage } from '../api/use-chat-messages.ts';
import { useMarkServiceMessage } from '../api/use-mark-service-message.ts';
import { useConversationMessages } from '../hooks/use-conversation-messages.ts';
import type { InboxEvent } from '../hooks/use-inbox-events.ts';
import { InstructorFacts } from './instructor-facts.tsx';
import { MessageList } from './message-list.tsx';
import { ReplyBox } from './reply-box.tsx';

type Props = {
  instructorId: string;
  me: { id: string; name: string };
  /** Hears the inbox's live events (every conversation's); returns the unsubscribe. */
  subscribe: (listener: (event: InboxEvent | null) => void) => () => void;
  now: Date;
};

type Typist = { staffId: string; name: string; until: number };

/** Who else is replying in this conversation, from the stream ("Priya is replying"), gone a while after. */
const useTypists = (now: Date) => {
  const [typists, setTypists] = useState<Typist[]>([]);
  const [, tick] = useState(0);
  useEffect(() => {
    if (typists.length === 0) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [typists.length]);
  const shown = typists.filter((t) => t.until > Math.max(Date.now(), now.getTime() - 1));
  const heard = (staffId: string, name: string) =>
    setTypists((list) => [
      ...list.filter((t) => t.staffId !== staffId && t.until > Date.now()),
      { staffId, name, until: Date.now() + TYPING_SHOWN_MS },
    ]);
  const done = (name: string | null | undefined) => setTypists((list) => list.filter((t) => t.name !== name));
  return { shown, heard, done };
};

/** The open conversation: who has it, the history, who else is replying, the reply box; the instructor at the side. */
export const ConversationPanel = ({ instructorId, me, subscribe, now }: Props) => {
  const { detail, failed, refresh } = useChatConversation(instructorId);
  const chat = useConversationMessages(instructorId);
  const { assign } = useAssignConversation(instructorId);
  const markService = useMarkServiceMessage();
  const typists = useTypists(now);
  const [error, setError] = useState<string | null>(null);

  const { hear } = chat;
  const { heard, done } = typists;
  useEffect(
    () =>
      subscribe((event) => {
        if (event && event.instructorId !== instructorId) return;
        if (event?.kind === 'typing') {
          if (event.staffId !== me.id) heard(event.staffId, event.name);
          return;
        }
        if (event?.kind === 'message') done(event.message?.agentName);
        hear(event);
        if (!event || event.kind === 'changed') refresh();
      }),
    [subscribe, instructorId, me.id, hear, heard, done, refresh],
  );

  if (failed) return <Alert severity="error">This conversation could not be loaded. Please try again.</Alert>;
  const conversation = detail?.chatConversation;
  const instructor = detail?.officeInstructor;
  const name = instructor?.name.fullName ?? conversation?.instructorName ?? '';

  const handleAssign = async (staffId: string) => {
    const outcome = await assign(staffId || null);
    setError(outcome.ok ? null : outcome.message);
  };
  const handleMarkService = async (message: OfficeChatMessage) => {
    const outcome = await markService(message.id, !message.serviceMessage);
    if (!outcome.ok) return setError(outcome.message);
    setError(null);
    chat.add(outcome.value);
  };

  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="conversation-title" sx={{ minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="conversation-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color={conversation?.waitingSince ? 'warning.dark' : 'text.secondary'}>
              {conversation?.waitingSince
                ? `${words.waitingFor(formatWaiting(conversation.waitingSince, now))} · ${conversation.unanswered} unanswered`
                : words.answered}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label="Assigned to"
            value={conversation?.assignedTo?.id ?? ''}
            onChange={(e) => void handleAssign(e.target.value)}
            fullWidth={false}
            sx={{ width: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            disabled={!conversation}
          >
            <MenuItem value="">{words.unassigned}</MenuItem>
            <MenuItem value={me.id}>Me ({me.name})</MenuItem>
            {(detail?.supportMembers ?? [])
              .filter((m) => m.id !== me.id)
              .map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
          </TextField>
        </Box>
        {error && (
          <Alert severity="error" sx={{ m: 1.5 }}>
            {error}
          </Alert>
        )}
        {chat.status === 'failed' ? (
          <Alert severity="error" sx={{ m: 1.5 }}>
            The messages could not be loaded. Please try again.
          </Alert>
        ) : (
          <MessageList
            instructorName={name}
            messages={chat.messages}
            hasOlder={chat.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={chat.loadOlder}
            onMarkService={(m) => void handleMarkService(m)}
            now={now}
          />
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="typing-indicator"
          sx={{ px: 1.5, minHeight: 24, fontStyle: 'italic' }}
        >
          {typists.shown.map((t) => words.replying(t.name)).join(', ')}
        </Typography>
        <ReplyBox instructorId={instructorId} cannedReplies={detail?.cannedReplies ?? []} onSent={chat.add} />
      </Paper>
      {instructor ? <InstructorFacts instructor={instructor} /> : <div />}
    </>
  );
};
