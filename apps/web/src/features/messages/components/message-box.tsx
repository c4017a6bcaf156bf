import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { MAX_MESSAGE_LENGTH, sendMessageSchema, messageCentreMessages as text } from '@portal/domain/messages';
import { FormField } from '@portal/ui/form';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';

const messageFormSchema = sendMessageSchema.pick({ body: true });

/** "Send a message": Enter sends (Shift+Enter for a new line); sending clears the box at once (spec 3 §4). */
export const MessageBox = ({ onSend }: { onSend: (body: string) => void }) => {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(messageFormSchema),
    mode: 'onSubmit',
    defaultValues: { body: '' },
  });
  const handleSend = handleSubmit(({ body }) => {
    onSend(body);
    reset();
  });
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void handleSend(event);
  };
  return (
    <Box
      component="form"
      onSubmit={handleSend}
      noValidate
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5 }}
    >
      <FormField
        control={control}
        name="body"
        onKeyDown={handleKeyDown}
        label={text.messageBox}
        multiline
        maxRows={4}
        fullWidth
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
