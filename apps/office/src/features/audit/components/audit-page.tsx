import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import { PageShell } from '@portal/ui/page';
import { useSearchParams } from 'react-router';
import { useStaffMembers } from '../api/use-audit-trail.ts';
import { AuditTrailTable } from './audit-trail-table.tsx';

/**
 * The audit trail (Admin): a staff member's, chosen from the list, or an instructor's (`?instructor=`, from
 * their page). Both newest first, paged, downloadable as CSV.
 */
export const AuditPage = () => {
  const [params, setParams] = useSearchParams();
  const { members } = useStaffMembers();
  const instructorId = params.get('instructor');
  const staffId = params.get('staff') ?? '';
  return (
    <PageShell title="Audit trail" subtitle="Every office change: who, when, what, and the values before and after.">
      <Paper sx={{ p: 2 }}>
        {instructorId ? (
          <AuditTrailTable of={{ instructorId }} caption="The instructor's audit trail" />
        ) : (
          <>
            <FormControl sx={{ minWidth: 320, mb: 2 }} size="small">
              <InputLabel id="audit-staff-label">Staff member</InputLabel>
              <Select
                labelId="audit-staff-label"
                label="Staff member"
                value={members.some((m) => m.id === staffId) ? staffId : ''}
                onChange={(event) => setParams({ staff: event.target.value })}
              >
                {members.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {member.name} ({member.email})
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {staffId && <AuditTrailTable of={{ staffId }} caption="The staff member's audit trail" />}
          </>
        )}
      </Paper>
    </PageShell>
  );
};
