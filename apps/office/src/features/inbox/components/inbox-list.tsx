import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandLabel } from '@portal/domain/access';
import { formatWaiting, inboxMessages as words } from '@portal/domain/messages';
import { Link } from 'react-router';
import type { InboxConversation } from '../api/use-chat-inbox.ts';

type Props = {
  conversations: readonly InboxConversation[];
  /** More conversations follow the ones shown. */
  hasMore: boolean;
  selected: string | null;
  now: Date;
};

/** Dark text on a light amber: readable (the theme's filled warning chip is not, at 3.1:1). */
const waitingChip = { bgcolor: '#fff4e5', color: '#663c00', fontWeight: 600 } as const;

/** One conversation's row: who, what they said last, how long they have waited, who has it. */
const Row = ({ c, selected, now }: { c: InboxConversation; selected: boolean; now: Date }) => (
  <ListItem disablePadding>
    <ListItemButton
      component={Link}
      to={`/inbox/${c.instructorId}`}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      data-testid={`inbox-row-${c.instructorId}`}
      sx={{ alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', py: 1.25 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Badge badgeContent={c.unanswered} color="error" sx={{ mr: c.unanswered ? 1.5 : 0 }}>
            <Typography sx={{ fontWeight: c.unanswered ? 700 : 500 }}>{c.instructorName}</Typography>
          </Badge>
          <Typography variant="body2" color="text.secondary">
            {c.adiNumber} · {c.brands.map(brandLabel).join(' + ')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {c.lastMessageFromInstructor === false ? 'Office: ' : ''}
          {c.lastMessageBody}
        </Typography>
        <Stack direction="row" spacing={1}>
          {c.waitingSince ? (
            <Chip size="small" sx={waitingChip} label={words.waitingFor(formatWaiting(c.waitingSince, now))} />
          ) : (
            <Chip size="small" variant="outlined" label={words.answered} />
          )}
          <Chip
            size="small"
            variant="outlined"
            label={c.assignedTo ? words.assignedTo(c.assignedTo.name) : words.unassigned}
          />
        </Stack>
      </Stack>
    </ListItemButton>
  </ListItem>
);

/** The inbox: waiting conversations first, the longest wait first; a hint to narrow it when more follow. */
export const InboxList = ({ conversations, hasMore, selected, now }: Props) =>
  conversations.length === 0 ? (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {words.noConversations}
    </Typography>
  ) : (
    <>
      <List disablePadding aria-label="Conversations">
        {conversations.map((c) => (
          <Row key={c.instructorId} c={c} selected={c.instructorId === selected} now={now} />
        ))}
      </List>
      {hasMore && (
        <Typography variant="body2" sx={{ p: 2 }} color="text.secondary">
          {words.moreConversations(conversations.length)}
        </Typography>
      )}
    </>
  );
