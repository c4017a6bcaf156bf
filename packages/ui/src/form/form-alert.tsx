import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** A failed step's message lines, announced to screen readers. */
export const FormAlert = ({
  lines,
  severity = 'error',
}: {
  lines: readonly string[];
  severity?: 'error' | 'info' | 'success';
}) =>
  lines.length === 0 ? null : (
    <Alert severity={severity} sx={{ mb: 3 }}>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
