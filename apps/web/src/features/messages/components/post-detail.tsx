import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { PostType } from '@portal/domain/posts';
import { PostCard } from '@portal/ui/rich-text';
import { Link } from 'react-router';
import { NotFoundMessage } from '../../../components/errors/not-found-message.tsx';
import { failureMessage } from '../../../lib/error-messages.ts';
import { usePost } from '../api/use-post.ts';

/** /messages/news/{id} and /messages/tech-updates/{id}: one post at its own address; any other id is missing. */
export const PostDetail = ({ id, type }: { id: string; type: PostType }) => {
  const { post, fetching, notFound, error, retry } = usePost(id);
  const back = type === 'NEWS' ? '/messages/news' : '/messages/tech-updates';
  if (notFound || (post && post.type !== type)) return <NotFoundMessage headingLevel="h2" />;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
        {failureMessage(error)}
      </Alert>
    );
  }
  return (
    <>
      <Button component={Link} to={back} startIcon={<ArrowBack />} sx={{ mb: 2, minHeight: 44 }}>
        {type === 'NEWS' ? 'All news' : 'All tech updates'}
      </Button>
      {!post || fetching ? <Skeleton variant="rounded" height={240} /> : <PostCard post={post} />}
    </>
  );
};
