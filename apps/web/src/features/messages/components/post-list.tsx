import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { messageCentreMessages as text } from '@portal/domain/messages';
import type { PostType } from '@portal/domain/posts';
import { PostCard } from '@portal/ui/rich-text';
import { failureMessage } from '../../../lib/error-messages.ts';
import { useInstructorPosts } from '../api/use-instructor-posts.ts';

/** News or tech updates (spec 3 §2.6): the live posts of the instructor's brands, newest first. */
export const PostList = ({ instructorId, type }: { instructorId: string; type: PostType }) => {
  const { posts, fetching, error, retry } = useInstructorPosts(instructorId, type);
  if (error && !posts) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
        {failureMessage(error)}
      </Alert>
    );
  }
  if (!posts || fetching) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (posts.length === 0) return <Alert severity="success">{text.noNews}</Alert>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} link />
        </li>
      ))}
    </Box>
  );
};
