import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { passwordChecklist } from '@portal/domain/identity';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const items = [
  { key: 'capital', label: 'Capital' },
  { key: 'number', label: 'Number' },
  { key: 'length', label: '8 characters' },
] as const;

/** The live checklist of the set-password screen: Capital, Number, 8 characters. */
export const PasswordChecklist = ({ password }: { password: string }) => {
  const met = passwordChecklist(password);
  return (
    <Box
      component="ul"
      aria-label="Your password needs"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}
    >
      {items.map(({ key, label }) => (
        <Box
          component="li"
          key={key}
          data-met={met[key]}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            fontSize: '0.875rem',
            fontWeight: met[key] ? 600 : 400,
            color: met[key] ? 'success.main' : 'text.secondary',
          }}
        >
          {met[key] ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
          {label}
          <Box component="span" sx={visuallyHidden}>
            {met[key] ? '(done)' : '(not yet)'}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
