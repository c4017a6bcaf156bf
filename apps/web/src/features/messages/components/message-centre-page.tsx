import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PageKind } from '@portal/domain/access';
import { messageCentreMessages as text } from '@portal/domain/messages';
import { type Crumb, PageShell } from '@portal/ui/page';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { PostDetail } from './post-detail.tsx';
import { PostList } from './post-list.tsx';

// The chat (and its push connection) loads only on the Messages tab.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

export type MessageCentreTab = 'messages' | 'news' | 'tech-updates';

const tabs: Record<MessageCentreTab, { label: string; title: string; page: PageKind; path: string }> = {
  messages: { label: 'Messages', title: text.messagesTitle, page: 'Messages', path: '/messages' },
  news: { label: 'News', title: text.newsTitle, page: 'News', path: '/messages/news' },
  'tech-updates': { label: 'Tech Updates', title: text.techTitle, page: 'TechUpdates', path: '/messages/tech-updates' },
};

const TabBar = ({ tab }: { tab: MessageCentreTab }) => (
  <Tabs
    value={tab}
    variant="fullWidth"
    aria-label="Message centre"
    sx={{
      mb: 2,
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      '& .MuiTab-root': { minHeight: 48 },
      '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
    }}
  >
    {(Object.keys(tabs) as MessageCentreTab[]).map((key) => (
      <Tab
        key={key}
        value={key}
        label={tabs[key].label}
        component={Link}
        to={tabs[key].path}
        data-testid={`tab-${key}`}
      />
    ))}
  </Tabs>
);

/**
 * /messages, /messages/news, /messages/tech-updates and /messages/{tab}/{id} (spec 3 §2.6): tabs Messages, News
 * and Tech Updates with their titles; each gated like its page (a franchise neither Solo nor ThirdParty).
 */
export const MessageCentrePage = ({ tab }: { tab: MessageCentreTab }) => {
  const { id } = useParams();
  const instructor = useSessionInstructor();
  const { title, page } = tabs[tab];
  const crumbs: Crumb[] =
    tab === 'messages'
      ? [{ label: 'Home', to: '/home' }, { label: 'Messages' }]
      : [{ label: 'Home', to: '/home' }, { label: 'Messages', to: '/messages' }, { label: tabs[tab].label }];
  return (
    <PageAccessGate page={page} title={title} breadcrumbs={crumbs}>
      <PageShell title={title} breadcrumbs={crumbs}>
        <TabBar tab={tab} />
        {instructor && tab === 'messages' && <ChatPanel instructorId={instructor.id} />}
        {instructor && tab !== 'messages' && !id && (
          <PostList instructorId={instructor.id} type={tab === 'news' ? 'NEWS' : 'TECH'} />
        )}
        {tab !== 'messages' && id && <PostDetail id={id} type={tab === 'news' ? 'NEWS' : 'TECH'} />}
      </PageShell>
    </PageAccessGate>
  );
};
