import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { chatItems, isFromInstructor, messageCentreMessages as text } from '@portal/domain/messages';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useChat } from '../hooks/use-chat.ts';
import { ChatBubble } from './chat-bubble.tsx';
import { MessageBox } from './message-box.tsx';

/** Within this many pixels of the end, the chat follows new messages down. */
const FOLLOW_PX = 96;

/** Keeps the view where the reader is: at the end for new messages, in place when older ones are put above. */
const useChatScroll = (shown: unknown, pending: unknown, loadOlder: () => Promise<void>) => {
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
  }, [shown, pending]);
  const handleScroll = () => {
    const el = list.current;
    if (el) follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
  };
  const older = useCallback(async () => {
    const el = list.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    await loadOlder();
  }, [loadOlder]);
  return { list, handleScroll, older };
};

/** Loads older messages when the top of the chat scrolls into view (the button does the same by hand). */
const useLoadOnReachingTop = (root: React.RefObject<HTMLDivElement | null>, enabled: boolean, load: () => void) => {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      root: root.current,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, enabled, load]);
  return sentinel;
};

type Chat = ReturnType<typeof useChat>;

/** The top of the chat: loading, "Load older messages", or the start of the conversation. */
const OlderControl = ({ chat, canLoadOlder, onLoad }: { chat: Chat; canLoadOlder: boolean; onLoad: () => void }) => {
  if (chat.status === 'loading' || chat.loadingOlder)
    return <CircularProgress size={24} aria-label="Loading messages" />;
  if (canLoadOlder) {
    return (
      <Button onClick={onLoad} sx={{ minHeight: 44 }}>
        {text.loadOlder}
      </Button>
    );
  }
  if (chat.messages.length === 0) return null;
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
      {text.noOlder}
    </Typography>
  );
};

/** The Messages tab (spec 3 §2.6, §4): the conversation with the office and the box to write in. */
export const ChatPanel = ({ instructorId }: { instructorId: string }) => {
  const chat = useChat(instructorId);
  const items = useMemo(() => chatItems(chat.messages, new Date()), [chat.messages]);
  const { list, handleScroll, older } = useChatScroll(items, chat.pending, chat.loadOlder);
  const canLoadOlder = chat.status === 'ready' && chat.hasOlder && chat.messages.length > 0;
  const sentinel = useLoadOnReachingTop(list, canLoadOlder && !chat.loadingOlder, () => void older());

  if (chat.status === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void chat.reload()}>Try again</Button>}>
        We could not load your messages. Check your connection and try again.
      </Alert>
    );
  }
  return (
    <Box
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 1.5, sm: 2 } }}
    >
      <Box
        ref={list}
        onScroll={handleScroll}
        data-testid="chat-log"
        role="log"
        aria-label="Conversation with the office"
        tabIndex={0}
        sx={{ height: { xs: 'calc(100dvh - 360px)', md: '55vh' }, minHeight: 280, overflowY: 'auto', px: 0.5 }}
      >
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1, minHeight: 44 }}>
          <OlderControl chat={chat} canLoadOlder={canLoadOlder} onLoad={() => void older()} />
        </Box>
        {chat.status === 'ready' && chat.messages.length === 0 && chat.pending.length === 0 && (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{text.noMessages}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) =>
            item.kind === 'day' ? (
              <Box component="li" key={item.key} sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}>
                <Chip size="small" label={item.label} data-testid="day-separator" />
              </Box>
            ) : (
              <ChatBubble
                key={item.key}
                body={item.message.body}
                created={String(item.message.created)}
                mine={isFromInstructor(item.message)}
                author={item.message.agentName}
              />
            ),
          )}
          {chat.pending.map((message) => (
            <ChatBubble
              key={message.clientKey}
              body={message.body}
              created={message.created}
              mine
              state={message.failed ? 'failed' : 'sending'}
              onRetry={() => chat.retry(message.clientKey)}
            />
          ))}
        </Box>
      </Box>
      {chat.push === 'polling' && (
        <Typography variant="caption" role="status" sx={{ display: 'block', color: 'text.secondary', mt: 1 }}>
          {text.reconnecting}
        </Typography>
      )}
      <MessageBox onSend={chat.send} />
    </Box>
  );
};
