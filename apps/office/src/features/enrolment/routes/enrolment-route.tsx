import { Route, Routes, useParams } from 'react-router';
import { EnrolFormPage } from '../components/enrol-form-page.tsx';
import { EnrolmentPage } from '../components/enrolment-page.tsx';
import { EnrolmentsPage } from '../components/enrolments-page.tsx';

const EnrolmentRoute = () => {
  const { id = '' } = useParams();
  return <EnrolmentPage key={id} id={id} />;
};

/** The enrolments section: the list, a new enrolment, and one enrolment's page. */
export default function EnrolmentSection() {
  return (
    <Routes>
      <Route index element={<EnrolmentsPage />} />
      <Route path="new" element={<EnrolFormPage />} />
      <Route path=":id" element={<EnrolmentRoute />} />
    </Routes>
  );
}
