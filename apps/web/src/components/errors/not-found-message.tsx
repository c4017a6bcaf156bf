import SearchOff from '@mui/icons-material/SearchOff';
import { ErrorMessage } from '@portal/ui/errors';
import { useNavigate } from 'react-router';

/** "Page missing" (spec 1 §2), also used inside the signed-in shell. */
export const NotFoundMessage = ({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) => {
  const navigate = useNavigate();
  return (
    <ErrorMessage
      icon={<SearchOff />}
      title="This is awkward."
      lines={["We can't find the page you are looking for. Try starting from the homepage?"]}
      action={{ label: 'GO TO HOMEPAGE', onClick: () => navigate('/home') }}
      headingLevel={headingLevel}
    />
  );
};
