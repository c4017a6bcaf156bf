import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { chatItems, ukTime, inboxMessages as words } from '@portal/domain/messages';
import { useLayoutEffect, useRef } from 'react';
import type { OfficeChatMessage } from '../api/use-chat-messages.ts';

type Props = {
  instructorName: string;
  messages: readonly OfficeChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onMarkService: (message: OfficeChatMessage) => void;
  now: Date;
};

/** Within this many pixels of the end, the list follows new messages down. */
const FOLLOW_PX = 96;

/** One message: the instructor's on the left, the office's on the right with the agent's name. */
const Bubble = ({
  m,
  instructorName,
  onMarkService,
}: { m: OfficeChatMessage } & Pick<Props, 'instructorName' | 'onMarkService'>) => (
  <Box
    data-testid="office-chat-message"
    sx={{
      alignSelf: m.fromInstructor ? 'flex-start' : 'flex-end',
      maxWidth: '80%',
      bgcolor: m.fromInstructor ? '#f3f4f6' : '#eaf2fb',
      border: 1,
      borderColor: m.fromInstructor ? '#d8dbe0' : '#c3d6ee',
      borderRadius: 2,
      px: 1.5,
      py: 1,
    }}
  >
    <Typography variant="caption" color="text.secondary" component="div">
      {m.fromInstructor ? instructorName : m.agentName} · {ukTime(m.created)}
      {!m.fromInstructor && (m.read ? ' · Read' : ' · Not read yet')}
    </Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
    {!m.fromInstructor && (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
        {m.serviceMessage && (
          <Chip size="small" sx={{ bgcolor: '#e5f6fd', color: '#014361' }} label={words.serviceMessage} />
        )}
        <Button size="small" onClick={() => onMarkService(m)}>
          {m.serviceMessage ? 'Not a service message' : 'Mark as service message'}
        </Button>
      </Box>
    )}
  </Box>
);

/** The conversation, oldest at the top: older pages load as the agent scrolls up, new ones follow at the end. */
export const MessageList = ({
  instructorName,
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onMarkService,
  now,
}: Props) => {
  const list = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of what is shown.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (follow.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  const older = async () => {
    const el = list.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    await onLoadOlder();
  };
  const handleScroll = () => {
    const el = list.current;
    if (!el) return;
    follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
    if (el.scrollTop < 24 && hasOlder && !loadingOlder && messages.length > 0) void older();
  };
  return (
    <Box
      ref={list}
      onScroll={handleScroll}
      role="log"
      aria-label={`Conversation with ${instructorName}`}
      tabIndex={0}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, overflowY: 'auto', height: '52vh', p: 1.5 }}
    >
      <Box sx={{ alignSelf: 'center' }}>
        {hasOlder && messages.length > 0 ? (
          <Button size="small" onClick={() => void older()} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {messages.length ? 'The start of the conversation' : 'No messages yet'}
          </Typography>
        )}
      </Box>
      {chatItems(messages, now).map((item) =>
        item.kind === 'day' ? (
          <Typography key={item.key} variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {item.label}
          </Typography>
        ) : (
          <Bubble key={item.key} m={item.message} instructorName={instructorName} onMarkService={onMarkService} />
        ),
      )}
    </Box>
  );
};
