import { Box } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { forwardRef, type ReactNode } from 'react';
import type { CalendarView } from './calendar-views.ts';
import { kindLooks, stripes } from './event-kinds.tsx';

const stripedKinds = (['UNAVAILABLE', 'TRAVEL'] as const).map((style) => ({
  [`& .cal-kind-${style.toLowerCase()}`]: { background: stripes(kindLooks[style]) },
}));

const HEADER_HEIGHT = 40;

/** The frame and FullCalendar's look, tuned to the portal: roomy slots, clear left-edge kind colours, visible focus. */
const frameSx = {
  height: { xs: 'max(440px, calc(100dvh - 290px))', md: 'max(560px, calc(100dvh - 280px))' },
  bgcolor: 'background.paper',
  borderRadius: 3,
  border: 1,
  borderColor: 'divider',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  '&:focus-visible': { outline: (t: Theme) => `3px solid ${t.palette.primary.dark}`, outlineOffset: 2 },
  '& .fc-scrollgrid-section-sticky > *': { zIndex: 4 },
  // The all-day row stays under the day headers, so a day off is seen at any hour.
  '& .fc-scrollgrid-section-body:has(.fc-daygrid-body) > td': {
    position: 'sticky',
    top: HEADER_HEIGHT,
    zIndex: 3,
    bgcolor: 'background.paper',
    borderBottom: (t: Theme) => `2px solid ${t.palette.divider}`,
  },
  '& .fc-timegrid-divider': { display: 'none' },
  '--fc-border-color': (t: Theme) => t.palette.divider,
  '--fc-today-bg-color': (t: Theme) => alpha(t.palette.primary.main, 0.05),
  '--fc-now-indicator-color': (t: Theme) => t.palette.error.main,
  '--fc-non-business-color': 'rgba(33, 43, 54, 0.045)',
  '--fc-page-bg-color': (t: Theme) => t.palette.background.paper,
  '& .fc': { fontFamily: (t: Theme) => t.typography.fontFamily, fontSize: 14 },
  '& .fc-scrollgrid': { border: 'none' },
  '& .fc-col-header-cell': {
    height: HEADER_HEIGHT,
    py: 0,
    verticalAlign: 'middle',
    fontWeight: 600,
    fontSize: 13,
  },
  '& .fc-col-header-cell a': { color: 'text.primary', textDecoration: 'none', px: 0.5 },
  '& .fc-col-header-cell a:hover': { textDecoration: 'underline' },
  '& .fc-day-today .fc-col-header-cell-cushion': { color: 'primary.dark' },
  '& .fc-timegrid-slot': { height: 32 },
  '& .fc-timegrid-slot-minor': { borderTopStyle: 'dotted' },
  '& .fc-timegrid-slot-label-cushion, & .fc-timegrid-axis-cushion': {
    fontSize: 12,
    color: 'text.secondary',
  },
  '& .fc-timegrid-slot-lane': { cursor: 'pointer' },
  '& .fc-timegrid-slot-lane:hover': { backgroundColor: (t: Theme) => alpha(t.palette.primary.main, 0.06) },
  '& .fc-v-event, & .fc-h-event': {
    borderWidth: '0 0 0 4px',
    borderRadius: '6px',
    boxShadow: '0 1px 1px rgba(0,0,0,0.06)',
  },
  '& .fc-h-event .fc-event-main': { color: 'var(--fc-event-text-color)' },
  '& .cal-kind-travel, & .cal-kind-cancelled': { borderLeftStyle: 'dashed' },
  '& .cal-kind-cancelled': { opacity: 0.92 },
  '& .cal-clickable': { cursor: 'pointer' },
  '& .cal-clickable:hover': { boxShadow: '0 2px 6px rgba(0,0,0,0.18)', zIndex: 5 },
  '& .cal-static': { cursor: 'default' },
  '& .fc-event:focus-visible': { outline: (t: Theme) => `3px solid ${t.palette.primary.dark}`, outlineOffset: 1 },
  '& .cal-block': { px: 0.5, py: 0.25, overflow: 'hidden', height: '100%', lineHeight: 1.25 },
  '& .cal-compact': { display: 'flex', alignItems: 'center', gap: 0.5, py: 0, fontSize: 11 },
  '& .cal-compact .cal-line': { flexShrink: 0 },
  // The name takes the room left on a short block's one line, whatever name is drawn (see BlockName).
  '& .cal-compact .cal-title': { fontSize: 12, flex: '1 1 0', minWidth: 0, whiteSpace: 'nowrap' },
  '& .cal-line': { display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 11.5, fontWeight: 600 },
  '& .cal-tag': { textTransform: 'uppercase', letterSpacing: 0.3, fontSize: 10.5, whiteSpace: 'nowrap' },
  '& .cal-test': {
    fontSize: 10.5,
    px: 0.5,
    borderRadius: 0.75,
    border: '1px solid currentColor',
    fontWeight: 700,
  },
  '& .cal-time': { fontWeight: 500, whiteSpace: 'nowrap' },
  '& .cal-title': { fontWeight: 600, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .cal-travel': { fontSize: 11, fontWeight: 600, whiteSpace: 'nowrap' },
  '& .fc-timegrid-now-indicator-line': { borderWidth: '2px 0 0' },
} satisfies SxProps<Theme>;

const dayViewsSx = {
  '& .cal-title': { fontSize: 14 },
  '& .cal-line': { fontSize: 12 },
} satisfies SxProps<Theme>;

/**
 * Three and seven narrower columns (issue 26 §1): the times always show in full, on a line of their own that may
 * break after the dash; the name shortens as in the day view (full, first name, initials; see BlockName).
 */
const narrowViewSx = {
  '& .cal-line': { flexWrap: 'wrap', rowGap: 0 },
  '& .cal-time': { flexBasis: '100%', whiteSpace: 'normal', lineHeight: 1.2 },
  '& .cal-title': { whiteSpace: 'nowrap' },
} satisfies SxProps<Theme>;

/** Seven narrow columns: less on each event, and less still on a phone. */
const weekViewSx = {
  '& .cal-tag, & .cal-travel, & .cal-test': { display: { xs: 'none', sm: 'inline' } },
  '& .cal-line > svg': { display: { xs: 'none', sm: 'inline-block' } },
  '& .cal-time': { fontSize: { xs: 10.5, sm: 11.5 } },
  '& .cal-title': { fontSize: { xs: 11, sm: 12 } },
  '& .cal-block': { px: { xs: 0.25, sm: 0.5 } },
  '& .fc-col-header-cell': { fontSize: { xs: 12, sm: 13 } },
} satisfies SxProps<Theme>;

type Props = {
  view: CalendarView;
  label: string;
  fill: boolean;
  phone: boolean;
  hourHeight: number;
  children: ReactNode;
};

const fillSx = { height: 'auto', flex: 1, minHeight: 0 } satisfies SxProps<Theme>;

/** A phone's day view: the date is in the header and the strip, so the grid drops its one day heading. */
const phoneDaySx = {
  '& .fc-scrollgrid-section-header': { display: 'none' },
  '& .fc-scrollgrid-section-body:has(.fc-daygrid-body) > td': { top: 0 },
} satisfies SxProps<Theme>;

/**
 * The scrolling box around FullCalendar (drawn at its natural height, with sticky day headers): focusable
 * and named, so keyboard users can scroll the hours.
 */
export const TimeGridFrame = forwardRef<HTMLDivElement, Props>(function TimeGridFrame(
  { view, label, fill, phone, hourHeight, children },
  ref,
) {
  return (
    <Box
      ref={ref}
      data-view={view}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={[
        frameSx,
        fill && fillSx,
        phone && view === 'day' && phoneDaySx,
        view !== 'week' && dayViewsSx,
        view !== 'day' && narrowViewSx,
        view === 'week' && weekViewSx,
        ...stripedKinds,
        // Two slots an hour (issue 26 §1: the zoom sets the hour's height).
        { '& .fc-timegrid-slot': { height: hourHeight / 2 } },
      ]}
    >
      {children}
    </Box>
  );
});
