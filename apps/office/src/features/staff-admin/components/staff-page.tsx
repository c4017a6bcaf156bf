import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BrandCode, type OfficeRole, staffInvitationSchema } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useState } from 'react';
import type { StaffMembersQuery } from '../../../gql/graphql.ts';
import { useSignedInStaff } from '../../auth/index.ts';
import { useStaffAdmin, useStaffMembers } from '../api/use-staff-admin.ts';
import { AccessFields } from './access-fields.tsx';

type Member = StaffMembersQuery['staffMembers'][number];
type Notice = { ok: boolean; text: string; link?: string };

const standing = (m: Member) =>
  !m.active
    ? 'Deactivated'
    : m.invitationPending
      ? m.invitationExpired
        ? 'Invitation expired'
        : 'Invited'
      : m.hasTotp || m.passkeys > 0
        ? 'Active'
        : 'Setting up a second factor';

/** The invitation's form: email, name, roles and brands. */
const InviteDialog = ({ onClose, onDone }: { onClose: () => void; onDone: (n: Notice) => void }) => {
  const staff = useSignedInStaff();
  const { invite } = useStaffAdmin();
  const [form, setForm] = useState({ email: '', name: '', roles: [] as OfficeRole[], brands: [...staff.brands] });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const checked = staffInvitationSchema.safeParse(form);
    if (!checked.success) return setFailure(checked.error.issues[0]?.message ?? 'Check the form');
    const outcome = await invite.run({ input: form }, (d) => d.inviteStaffMember);
    if (!outcome.ok) return setFailure(outcome.message);
    onDone({ ok: true, text: `${form.name} is invited. Give them this one-time link:`, link: outcome.value.link });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="invite-title" fullWidth>
      <DialogTitle id="invite-title">Invite a staff member</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Work email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <AccessFields {...form} ownBrands={staff.brands} onChange={(next) => setForm({ ...form, ...next })} />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={invite.fetching}>
          Invite
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Roles and brands of one member. */
const AccessDialog = ({
  member,
  onClose,
  onDone,
}: {
  member: Member;
  onClose: () => void;
  onDone: (n: Notice) => void;
}) => {
  const staff = useSignedInStaff();
  const { setAccess } = useStaffAdmin();
  const [access, setValue] = useState({ roles: [...member.roles], brands: [...member.brands] as BrandCode[] });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const outcome = await setAccess.run({ staffId: member.id, input: access });
    if (!outcome.ok) return setFailure(outcome.message);
    onDone({ ok: true, text: `${member.name}'s roles and brands are changed.` });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="access-title">
      <DialogTitle id="access-title">Roles and brands of {member.name}</DialogTitle>
      <DialogContent>
        <AccessFields {...access} ownBrands={staff.brands} onChange={setValue} />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={setAccess.fetching}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** /office/staff (Admin): the members of the Admin's brands; invite, roles and brands, reset, deactivate. */
export const StaffPage = () => {
  const me = useSignedInStaff();
  const { members, fetching, error } = useStaffMembers();
  const admin = useStaffAdmin();
  const [dialog, setDialog] = useState<'invite' | Member | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (n: Notice) => {
    setDialog(null);
    setNotice(n);
  };
  const act = async (member: Member, kind: 'reset' | 'deactivate' | 'renew') => {
    const question =
      kind === 'deactivate'
        ? `Deactivate ${member.name}? Their sessions end at once.`
        : kind === 'reset'
          ? `Reset ${member.name}'s second factor? Their sessions end; they set up a new one at sign-in.`
          : `Make a new invitation link for ${member.name}? The old one stops working.`;
    if (!window.confirm(question)) return;
    if (kind === 'renew') {
      const outcome = await admin.renew.run({ staffId: member.id }, (d) => d.renewStaffInvitation.link);
      return setNotice(
        outcome.ok
          ? { ok: true, text: 'A new one-time link:', link: outcome.value }
          : { ok: false, text: outcome.message },
      );
    }
    const outcome = await admin[kind].run({ staffId: member.id });
    setNotice(
      outcome.ok
        ? {
            ok: true,
            text: kind === 'reset' ? `${member.name}'s second factor is reset.` : `${member.name} is deactivated.`,
          }
        : { ok: false, text: outcome.message },
    );
  };
  return (
    <PageShell title="Staff" subtitle="Invite staff, set their roles and brands, reset a second factor, deactivate.">
      <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
        <div>
          <Button variant="contained" onClick={() => setDialog('invite')}>
            Invite a staff member
          </Button>
        </div>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
            {notice.text}
            {notice.link && (
              <Typography
                component="p"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 1 }}
                data-testid="invitation-link"
              >
                {notice.link}
              </Typography>
            )}
            {notice.link && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                There is no email transport yet: print or copy the link and hand it to them. It works once, for 72
                hours.
              </Typography>
            )}
          </Alert>
        )}
        {fetching && <LinearProgress aria-label="Loading staff" />}
        {error && <Alert severity="error">{error.graphQLErrors[0]?.message ?? 'Staff could not be loaded.'}</Alert>}
        {members && (
          <Table size="small" aria-label="Staff">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Roles</TableCell>
                <TableCell>Brands</TableCell>
                <TableCell>Standing</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.name}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>{m.roles.join(', ')}</TableCell>
                  <TableCell>{m.brands.map((b) => (b === 'AADS' ? 'AA' : 'BSM')).join(', ')}</TableCell>
                  <TableCell>{standing(m)}</TableCell>
                  <TableCell>
                    {m.active && m.id !== me.id && (
                      <>
                        <Button size="small" onClick={() => setDialog(m)} aria-label={`Roles and brands of ${m.name}`}>
                          Roles
                        </Button>
                        {m.invitationPending ? (
                          <Button size="small" onClick={() => act(m, 'renew')} aria-label={`New link for ${m.name}`}>
                            New link
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            onClick={() => act(m, 'reset')}
                            aria-label={`Reset second factor of ${m.name}`}
                          >
                            Reset 2FA
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="error"
                          onClick={() => act(m, 'deactivate')}
                          aria-label={`Deactivate ${m.name}`}
                        >
                          Deactivate
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {dialog === 'invite' && <InviteDialog onClose={() => setDialog(null)} onDone={done} />}
      {dialog && dialog !== 'invite' && <AccessDialog member={dialog} onClose={() => setDialog(null)} onDone={done} />}
    </PageShell>
  );
};
