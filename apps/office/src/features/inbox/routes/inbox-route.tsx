import { Route, Routes, useParams } from 'react-router';
import { InboxPage } from '../components/inbox-page.tsx';

const ConversationRoute = () => {
  const { instructorId = '' } = useParams();
  return <InboxPage selected={instructorId} />;
};

/** The chat inbox section: the inbox (/office/inbox) with a conversation open (/office/inbox/:instructorId). */
export default function InboxRoute() {
  return (
    <Routes>
      <Route index element={<InboxPage selected={null} />} />
      <Route path=":instructorId" element={<ConversationRoute />} />
    </Routes>
  );
}
