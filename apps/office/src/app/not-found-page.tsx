import SearchOff from '@mui/icons-material/SearchOff';
import { ErrorMessage } from '@portal/ui/errors';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** An office address that names no page. */
export const NotFoundPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Page not found | Office';
  }, []);
  return (
    <ErrorMessage
      icon={<SearchOff />}
      title="Page not found"
      lines={['There is no office page at this address. Check the link, or start again from the office.']}
      action={{ label: 'Go to the office', onClick: () => navigate('/') }}
    />
  );
};
