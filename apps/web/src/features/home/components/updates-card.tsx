import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '@portal/domain/accounts';
import { homeMessages } from '@portal/domain/home';
import { postPath } from '@portal/domain/posts';
import { RouterLink } from '@portal/ui/layout';
import type { HomeDashboard } from '../api/use-home-dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';

type Post = NonNullable<HomeDashboard['posts']>[number];

/** "Updates": the latest 5 news and tech posts, each to its page, and "See all" to the news feed. */
export const UpdatesCard = ({ posts }: { posts: Post[] }) => (
  <DashboardCard
    testId="updates"
    title="Updates"
    action={
      <RouterLink to="/messages/news" sx={{ py: 1, fontWeight: 500 }}>
        See all
      </RouterLink>
    }
  >
    {posts.length === 0 ? (
      <Typography sx={{ color: 'text.secondary' }}>{homeMessages.noUpdates}</Typography>
    ) : (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {posts.map((post) => (
          <Box component="li" key={post.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
            <RouterLink to={postPath(post.type, post.id)} sx={{ fontWeight: 500, display: 'block', py: 0.5 }}>
              {post.title}
            </RouterLink>
            <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
              {post.type === 'NEWS' ? 'News' : 'Tech update'} · {formatIsoDate(String(post.date).slice(0, 10))}
            </Typography>
          </Box>
        ))}
      </Box>
    )}
  </DashboardCard>
);
