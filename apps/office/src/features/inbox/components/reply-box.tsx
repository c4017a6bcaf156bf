import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageBodySchema, inboxMessages as words } from '@portal/domain/messages';
import { useState } from 'react';
import type { OfficeChatMessage } from '../api/use-chat-messages.ts';
import { useChatTyping } from '../api/use-chat-typing.ts';
import { useReplyToInstructor } from '../api/use-reply-to-instructor.ts';

type Props = {
  instructorId: string;
  cannedReplies: ReadonlyArray<{ id: string; title: string; body: string }>;
  onSent: (message: OfficeChatMessage) => void;
};

/**
 * The agent's reply: a canned reply to start from, "service message", Send. One client key per draft: a retry
 * after a failure (or a double click) is stored once; a new key once it is sent.
 */
export const ReplyBox = ({ instructorId, cannedReplies, onSent }: Props) => {
  const [body, setBody] = useState('');
  const [service, setService] = useState(false);
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const { reply, fetching } = useReplyToInstructor(instructorId);
  const typing = useChatTyping(instructorId);

  const handleSend = async () => {
    const parsed = messageBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    const outcome = await reply({ body: parsed.data, clientKey, serviceMessage: service });
    if (!outcome.ok) return setError(outcome.message);
    onSent(outcome.value);
    setBody('');
    setService(false);
    setClientKey(crypto.randomUUID());
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        void handleSend();
      }}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={words.replyLabel}
        multiline
        minRows={2}
        maxRows={8}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (e.target.value.trim()) typing();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void handleSend();
          }
        }}
        disabled={fetching}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Canned reply"
          value=""
          onChange={(e) => {
            const chosen = cannedReplies.find((r) => r.id === e.target.value);
            if (chosen) setBody(chosen.body);
          }}
          fullWidth={false}
          sx={{ width: 220 }}
        >
          {cannedReplies.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={service} onChange={(e) => setService(e.target.checked)} />}
          label={words.serviceMessage}
          title={words.serviceMessageHelp}
        />
        <Button type="submit" variant="contained" disabled={fetching} sx={{ ml: 'auto', minWidth: 96 }}>
          {words.send}
        </Button>
      </Box>
    </Stack>
  );
};
