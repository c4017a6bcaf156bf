import LegendIcon from '@mui/icons-material/InfoOutlined';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { itemStyles, kindLooks, stripes } from './event-kinds.tsx';

/** The colours, each with its icon and words. */
const KeyList = () => (
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
);

/** A key to the colours under the grid (desktop). */
export const CalendarLegend = () => (
  <Box component="section" aria-labelledby="calendar-legend-title" sx={{ mt: 1.5 }}>
    <Typography id="calendar-legend-title" variant="caption" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
      Key
    </Typography>
    <KeyList />
  </Box>
);

/** On a phone the key is a tap away, leaving the screen to the grid. */
export const KeyButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Key">
        <IconButton
          aria-label="Key"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{ width: 44, height: 44 }}
        >
          <LegendIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="calendar-key-title">
        <DialogTitle id="calendar-key-title">Key</DialogTitle>
        <DialogContent>
          <KeyList />
        </DialogContent>
      </Dialog>
    </>
  );
};
