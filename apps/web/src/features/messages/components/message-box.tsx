import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { MAX_MESSAGE_LENGTH, messageCentreMessages as text } from '@portal/domain/messages';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

/** "Send a message": Enter sends (Shift+Enter for a new line); sending clears the box at once (spec 3 §4). */
export const MessageBox = ({ onSend }: { onSend: (body: string) => string | null }) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = onSend(value);
    setError(problem);
    if (!problem) setValue('');
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5 }}
    >
      <TextField
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={handleKeyDown}
        label={text.messageBox}
        multiline
        maxRows={4}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH, 'data-testid': 'message-input' } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={text.send}
        sx={{
          width: 56,
          height: 56,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <Send />
      </IconButton>
    </Box>
  );
};
