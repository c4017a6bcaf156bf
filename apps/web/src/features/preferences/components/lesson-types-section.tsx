import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { preferenceMessages } from '@portal/domain/preferences';
import { type Control, Controller } from 'react-hook-form';
import type { PreferencesValues } from '../hooks/preferences-values.ts';
import { PreferencesSection } from './preferences-section.tsx';

type Props = {
  control: Control<PreferencesValues>;
  /** The lesson types that follow the franchise (Standard, DIT, Motability) and whether each is on. */
  fixed: ReadonlyArray<{ lessonType: string; enabled: boolean }>;
};

const fixedLabels: Record<string, string> = { Standard: 'Standard', DIT: 'DIT', Motability: 'Motability' };

/** "My lesson types": the franchise's own types shown but disabled; pass plus and short notice test toggleable. */
export const LessonTypesSection = ({ control, fixed }: Props) => (
  <PreferencesSection title="My lesson types">
    <Stack>
      {fixed.map((type) => (
        <FormControlLabel
          key={type.lessonType}
          control={<Switch checked={type.enabled} disabled />}
          label={fixedLabels[type.lessonType] ?? type.lessonType}
          sx={{ minHeight: 44 }}
        />
      ))}
      <Controller
        name="passPlus"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
            label="Pass Plus"
            sx={{ minHeight: 44 }}
          />
        )}
      />
      <Controller
        name="shortNoticeTest"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
            label="Short notice test"
            sx={{ minHeight: 44 }}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {preferenceMessages.shortNoticeTest}
      </Typography>
    </Stack>
  </PreferencesSection>
);
