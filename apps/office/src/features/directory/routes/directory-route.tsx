import { Route, Routes, useParams } from 'react-router';
import { DirectoryPage } from '../components/directory-page.tsx';
import { InstructorPage } from '../components/instructor-page.tsx';

const InstructorRoute = () => {
  const { id = '' } = useParams();
  return <InstructorPage key={id} id={id} />;
};

/** The instructors section: the directory (/office/instructors) and an instructor's page (/office/instructors/:id). */
export const DirectoryRoute = () => (
  <Routes>
    <Route index element={<DirectoryPage />} />
    <Route path=":id" element={<InstructorRoute />} />
  </Routes>
);
