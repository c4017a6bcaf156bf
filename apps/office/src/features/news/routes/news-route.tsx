import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { PageShell } from '@portal/ui/page';
import { useSnackbar } from 'notistack';
import { Route, Routes, useParams } from 'react-router';
import { useOfficePost } from '../api/use-office-post.ts';
import { NewsList } from '../components/news-list.tsx';
import { PostEditor } from '../components/post-editor.tsx';

const crumbs = (label: string) => [{ label: 'News and tech updates', to: '/news' }, { label }];

/** /news/{id}: one post of the member's brands to edit; another brand's is not found. */
const EditPost = ({ onDone }: { onDone: (message: string) => void }) => {
  const { id = '' } = useParams();
  const { post, fetching, notFound, error } = useOfficePost(id);
  return (
    <PageShell title={post?.title ?? 'Post'} breadcrumbs={crumbs('Edit')}>
      {fetching && !post && <LinearProgress aria-label="Loading the post" />}
      {notFound && <Alert severity="warning">We could not find that post.</Alert>}
      {error && !notFound && <Alert severity="error">The post could not be loaded. Try again in a moment.</Alert>}
      {post && <PostEditor key={post.id} post={post} onDone={onDone} />}
    </PageShell>
  );
};

/** The news desk (issue 25 §2, role Content): the list, a new post and a post's page. */
export const NewsRoute = () => {
  const { enqueueSnackbar } = useSnackbar();
  const onDone = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  return (
    <Routes>
      <Route
        index
        element={
          <PageShell title="News and tech updates">
            <NewsList />
          </PageShell>
        }
      />
      <Route
        path="new"
        element={
          <PageShell title="New post" breadcrumbs={crumbs('New post')}>
            <PostEditor post={null} onDone={onDone} />
          </PageShell>
        }
      />
      <Route path=":id" element={<EditPost onDone={onDone} />} />
    </Routes>
  );
};

export default NewsRoute;
