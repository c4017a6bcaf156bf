import { selectStaffByIds, selectStaffMembers } from '../staff/public.repository.ts';

/** The staff members (id, name, email, roles, brands) an audit page names. */
export const findStaffMembers = () => selectStaffMembers();
export const findStaffByIds = (ids: readonly string[]) => selectStaffByIds(ids);
