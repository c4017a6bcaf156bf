import { Box, Typography } from '@mui/material';
import { itemStyles, kindLooks, stripes } from './event-kinds.tsx';

/** A key to the colours, each with its icon and words. */
export const CalendarLegend = () => (
  <Box component="section" aria-labelledby="calendar-legend-title" sx={{ mt: 1.5 }}>
    <Typography id="calendar-legend-title" variant="caption" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
      Key
    </Typography>
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {itemStyles.map((style) => {
        const look = kindLooks[style];
        const { Icon } = look;
        return (
          <Box
            component="li"
            key={style}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: 13,
              color: look.text,
              background: stripes(look),
              border: `1px ${look.borderStyle} ${look.border}`,
              textDecoration: style === 'CANCELLED' ? 'line-through' : 'none',
            }}
          >
            <Icon sx={{ fontSize: 16, color: look.border }} aria-hidden />
            {look.label}
          </Box>
        );
      })}
    </Box>
  </Box>
);
