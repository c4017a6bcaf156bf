import type { SvgIconComponent } from '@mui/icons-material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import type { ItemStyle } from './calendar-items.ts';

type KindLook = {
  label: string;
  /** A short word drawn on the block, so the kind never depends on colour alone. */
  tag: string;
  Icon: SvgIconComponent;
  background: string;
  border: string;
  text: string;
  borderStyle: 'solid' | 'dashed';
  /** Diagonal stripes mark time that is not a lesson. */
  striped: boolean;
};

// Text colours reach at least 7:1 on their backgrounds (WCAG AAA), so small calendar text stays readable.
export const kindLooks: Record<ItemStyle, KindLook> = {
  PAID_LESSON: {
    label: 'Paid lesson',
    tag: 'Paid',
    Icon: CheckCircleIcon,
    background: '#E3F3E6',
    border: '#2E7D32',
    text: '#123D17',
    borderStyle: 'solid',
    striped: false,
  },
  UNPAID_LESSON: {
    label: 'Unpaid lesson',
    tag: 'Unpaid',
    Icon: PaymentsOutlinedIcon,
    background: '#FFF0D9',
    border: '#B85C00',
    text: '#5A2D00',
    borderStyle: 'solid',
    striped: false,
  },
  NEW_LESSON: {
    label: 'New learner',
    tag: 'New',
    Icon: FiberNewIcon,
    background: '#E1EEFC',
    border: '#0D73D9',
    text: '#08376B',
    borderStyle: 'solid',
    striped: false,
  },
  UNAVAILABLE: {
    label: 'Unavailable',
    tag: 'Off',
    Icon: BlockIcon,
    background: '#ECEFF1',
    border: '#546E7A',
    text: '#1F2A30',
    borderStyle: 'solid',
    striped: true,
  },
  TRAVEL: {
    label: 'Travel time',
    tag: 'Travel',
    Icon: DirectionsCarIcon,
    background: '#F3EFFA',
    border: '#6F4DB8',
    text: '#35206B',
    borderStyle: 'dashed',
    striped: true,
  },
  CANCELLED: {
    label: 'Cancelled',
    tag: 'Cancelled',
    Icon: EventBusyIcon,
    background: '#F4F4F4',
    border: '#808080',
    text: '#4D4D4D',
    borderStyle: 'dashed',
    striped: false,
  },
  OFFER: {
    label: 'Slot offered to learners',
    tag: 'Offered',
    Icon: SendIcon,
    background: '#FDE8F3',
    border: '#A3206B',
    text: '#4F0A31',
    borderStyle: 'dashed',
    striped: false,
  },
};

export const itemStyles: readonly ItemStyle[] = [
  'PAID_LESSON',
  'UNPAID_LESSON',
  'NEW_LESSON',
  'UNAVAILABLE',
  'TRAVEL',
  'CANCELLED',
  'OFFER',
];

export const stripes = (look: KindLook): string =>
  look.striped
    ? `repeating-linear-gradient(135deg, ${look.background} 0 7px, rgba(255,255,255,0.55) 7px 12px)`
    : look.background;
