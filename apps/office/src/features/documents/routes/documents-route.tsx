import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageShell } from '@portal/ui/page';
import { useSnackbar } from 'notistack';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ExpiringList } from '../components/expiring-list.tsx';
import { ReviewQueue } from '../components/review-queue.tsx';
import { ReviewView } from '../components/review-view.tsx';

/** The two lists under one heading: the queue (/documents) and what expires soon (/documents/expiring). */
const DocumentLists = () => {
  const navigate = useNavigate();
  const expiring = useLocation().pathname.endsWith('/expiring');
  return (
    <PageShell title="Documents">
      <Tabs
        value={expiring ? 'expiring' : 'queue'}
        onChange={(_event, next) => navigate(next === 'expiring' ? '/documents/expiring' : '/documents')}
        sx={{ mb: 2, '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
      >
        <Tab value="queue" label="Waiting for approval" />
        <Tab value="expiring" label="Expiring in 30 days" />
      </Tabs>
      {expiring ? <ExpiringList /> : <ReviewQueue />}
    </PageShell>
  );
};

/** The document review section (issue 24 §5): its lists and a document's review page. */
export const DocumentsRoute = () => {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Routes>
      <Route index element={<DocumentLists />} />
      <Route path="expiring" element={<DocumentLists />} />
      <Route
        path=":id"
        element={<ReviewView onDone={(message) => enqueueSnackbar(message, { variant: 'success' })} />}
      />
    </Routes>
  );
};

export default DocumentsRoute;
