import { useQuery } from 'urql';
import {
  type AuditTrailPageFieldsFragment,
  InstructorAuditTrailDocument,
  OfficeStaffMembersDocument,
  StaffAuditTrailDocument,
} from '../../../gql/graphql.ts';

export type AuditTrailPage = AuditTrailPageFieldsFragment;
export type TrailOf = { instructorId: string } | { staffId: string };

/** One page of a trail (newest first), before `beforeSeq` when given. */
export const useAuditTrail = (of: TrailOf, beforeSeq: number | null) => {
  const isInstructor = 'instructorId' in of;
  const [instructor] = useQuery({
    query: InstructorAuditTrailDocument,
    variables: { instructorId: isInstructor ? of.instructorId : '', beforeSeq },
    pause: !isInstructor,
    requestPolicy: 'cache-and-network',
  });
  const [staff] = useQuery({
    query: StaffAuditTrailDocument,
    variables: { staffId: isInstructor ? '' : of.staffId, beforeSeq },
    pause: isInstructor,
    requestPolicy: 'cache-and-network',
  });
  const result = isInstructor ? instructor : staff;
  const page = isInstructor ? instructor.data?.instructorAuditTrail : staff.data?.staffAuditTrail;
  return { page: page ?? null, fetching: result.fetching, error: result.error };
};

/** The staff members an Admin may look up. */
export const useStaffMembers = () => {
  const [{ data, fetching }] = useQuery({ query: OfficeStaffMembersDocument });
  return { members: data?.officeStaffMembers ?? [], fetching };
};

/** The CSV download of a trail (the office's own session cookie goes with it). */
export const auditCsvHref = (of: TrailOf) =>
  'instructorId' in of
    ? `/office/api/audit-trail.csv?instructorId=${encodeURIComponent(of.instructorId)}`
    : `/office/api/audit-trail.csv?staffId=${encodeURIComponent(of.staffId)}`;
