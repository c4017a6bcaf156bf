import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { useHourHeight } from '../hooks/use-hour-height.ts';

type Props = { zoom: ReturnType<typeof useHourHeight>; compact?: boolean };

/** Zoom out / in on the hours (issue 26 §1): fewer or more pixels an hour, remembered on this device. */
export const ZoomControls = ({ zoom, compact = false }: Props) => {
  const sx = { width: compact ? 36 : 44, height: 44 };
  return (
    <Box
      role="group"
      aria-label={`Hour height, ${zoom.height} pixels`}
      sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}
    >
      <Tooltip title="Zoom out">
        <span>
          <IconButton aria-label="Zoom out" disabled={!zoom.zoomOut} onClick={() => zoom.zoomOut?.()} sx={sx}>
            <ZoomOutIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Zoom in">
        <span>
          <IconButton aria-label="Zoom in" disabled={!zoom.zoomIn} onClick={() => zoom.zoomIn?.()} sx={sx}>
            <ZoomInIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
};
