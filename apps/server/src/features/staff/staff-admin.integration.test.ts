import {
  type BrandCode,
  INVITATION_HOURS,
  staffAdminMessages as m,
  type OfficeRole,
  officeRoles,
} from '@portal/domain/office';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addSignedInStaff, type OfficeAnswer, officeGql } from '../../../test/office-staff.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';

const staffSession = (t: Fixture, roles: OfficeRole[], brands: BrandCode[]) => addSignedInStaff(t, { roles, brands });
const reasonOf = (answer: OfficeAnswer<unknown>) =>
  answer.errors?.[0] ? `${answer.errors[0].extensions?.code}/${answer.errors[0].extensions?.reason}` : 'ok';

/*
 * Issue 25 §5: an Admin invites a member (a one-time link to set a password, then a second factor), changes
 * roles and brands, resets a second factor and deactivates (sessions end at once, on every instance through the
 * pub/sub); brand scope respected, every write audited.
 */

const MEMBER = 'id name email roles brands active invitationPending invitationExpired hasTotp passkeys';
const INVITE = `mutation ($input: StaffInvitationInput!) { inviteStaffMember(input: $input) { link expiresAt member { ${MEMBER} } } }`;
const RENEW = `mutation ($id: ID!) { renewStaffInvitation(staffId: $id) { link member { ${MEMBER} } } }`;
const MEMBERS = `{ staffMembers { ${MEMBER} } }`;
const INVITATION = 'query ($t: String!) { staffInvitation(token: $t) { name email } }';
const ACCEPT = `mutation ($t: String!, $p: String!) { acceptStaffInvitation(token: $t, password: $p) { success setUpSecondFactor } }`;
const ACCESS = `mutation ($id: ID!, $input: StaffAccessInput!) { setStaffAccess(staffId: $id, input: $input) { ${MEMBER} } }`;
const RESET = `mutation ($id: ID!) { resetStaffSecondFactor(staffId: $id) { ${MEMBER} } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateStaffMember(staffId: $id) { ${MEMBER} } }`;
const ME = '{ staffMe { id roles brands mustSetUpSecondFactor } }';
const DIRECTORY = '{ directory { pageSize } }';
const SIGN_IN = `mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { success setUpSecondFactor message } }`;

type Member = { cookie: string; staffId: string };
type AdminView = {
  id: string;
  name: string;
  email: string;
  roles: string[];
  brands: string[];
  active: boolean;
  invitationPending: boolean;
  hasTotp: boolean;
  passkeys: number;
};
const PASSWORD = 'A-long-office-password';

describeIntegration('staff management (Admin)', { instructor: false }, (fx) => {
  let t: Fixture;
  const a = {} as Record<'both' | 'bsm' | 'allocations', Member>;
  let n = 0;

  const cookieOf = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []]
      .flat()
      .find((c) => c.startsWith('office_session='))
      ?.split(';')[0] ?? '';
  const invite = (who: Member, fields: Record<string, unknown> = {}) => {
    n += 1;
    return officeGql<{ inviteStaffMember: { link: string; expiresAt: string; member: AdminView } }>(
      t,
      INVITE,
      {
        input: {
          email: `new.${n}@office.example`,
          name: `New Member ${n}`,
          roles: ['Support'],
          brands: ['BSM'],
          ...fields,
        },
      },
      who.cookie,
    );
  };
  const invited = async (who: Member = a.both, fields: Record<string, unknown> = {}) => {
    const answer = await invite(who, fields);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.inviteStaffMember;
  };
  const tokenOf = (link: string) => link.split('/office/invitation/')[1]!;
  const accept = async (token: string, password = PASSWORD) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload: JSON.stringify({ query: ACCEPT, variables: { t: token, p: password } }),
    });
    return { answer: response.json(), cookie: cookieOf(response.headers['set-cookie']) };
  };
  const trailOf = async (staffId: string) =>
    (await t.services.audit.trail({ staffId }, 100)).map((r) => r.operation).reverse();

  beforeAll(async () => {
    t = fx();
    a.both = await staffSession(t, ['Admin'], ['AADS', 'BSM']);
    a.bsm = await staffSession(t, ['Admin'], ['BSM']);
    a.allocations = await staffSession(t, ['Allocations'], ['AADS', 'BSM']);
  });

  it('is for Admins only', async () => {
    for (const role of officeRoles.filter((r) => r !== 'Admin')) {
      const member = await staffSession(t, [role], ['AADS', 'BSM']);
      expect(reasonOf(await invite(member))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
      expect(reasonOf(await officeGql(t, MEMBERS, {}, member.cookie))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
      expect(reasonOf(await officeGql(t, DEACTIVATE, { id: a.bsm.staffId }, member.cookie))).toBe(
        'FORBIDDEN/FEATURE_UNAVAILABLE',
      );
    }
  });

  describe('the invitation', () => {
    it('gives a one-time link: the member sets a password, then a second factor, then works; audited', async () => {
      const { link, member, expiresAt } = await invited(a.both, { roles: ['Allocations'], brands: ['AADS'] });
      expect(link).toMatch(/^https?:\/\/[^/]+\/office\/invitation\/[\w-]{43}$/);
      expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(INVITATION_HOURS * 3_600_000);
      expect(member).toMatchObject({ invitationPending: true, active: true, hasTotp: false, roles: ['Allocations'] });
      const token = tokenOf(link);
      expect((await officeGql(t, INVITATION, { t: token })).data).toEqual({
        staffInvitation: { name: member.name, email: member.email },
      });
      // Nobody signs in before the invitation is taken up.
      expect(
        (await officeGql<{ staffSignIn: { success: boolean } }>(t, SIGN_IN, { e: member.email, p: PASSWORD })).data
          ?.staffSignIn.success,
      ).toBe(false);

      const short = await accept(token, 'short');
      expect(short.answer.errors[0].message).toBe(m.passwordTooShort);
      const { answer, cookie } = await accept(token);
      expect(answer.data.acceptStaffInvitation).toEqual({ success: true, setUpSecondFactor: true });
      expect((await officeGql(t, ME, {}, cookie)).data).toMatchObject({ staffMe: { mustSetUpSecondFactor: true } });
      expect(reasonOf(await officeGql(t, DIRECTORY, {}, cookie))).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');

      const setUp = await officeGql<{ staffTotpSetUp: { secret: string } }>(
        t,
        'mutation { staffTotpSetUp { secret } }',
        {},
        cookie,
      );
      const secret = setUp.data!.staffTotpSetUp.secret;
      const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
      const confirmed = await officeGql(
        t,
        'mutation ($s: String!, $c: String!) { staffConfirmTotp(secret: $s, code: $c) }',
        { s: secret, c: code },
        cookie,
      );
      expect(confirmed.errors).toBeUndefined();
      expect(reasonOf(await officeGql(t, DIRECTORY, {}, cookie))).toBe('ok');

      // The link is spent.
      expect((await officeGql(t, INVITATION, { t: token })).data).toEqual({ staffInvitation: null });
      expect((await accept(token)).answer.errors[0].message).toBe(m.invitationInvalid);
      expect(await trailOf(a.both.staffId)).toContain('inviteStaffMember');
      expect(await trailOf(member.id)).toEqual(expect.arrayContaining(['staffAcceptedInvitation', 'staffTotpSetUp']));
    });

    it('refuses a taken email, a brand outside the Admin scope, and bad input, changing nothing', async () => {
      const { member } = await invited();
      const before = (await officeGql<{ staffMembers: AdminView[] }>(t, MEMBERS, {}, a.both.cookie)).data!.staffMembers;
      const taken = await invite(a.both, { email: member.email.toUpperCase() });
      expect([taken.errors?.[0]?.message, taken.errors?.[0]?.extensions?.field]).toEqual([m.emailTaken, 'email']);
      const outOfScope = await invite(a.bsm, { brands: ['AADS', 'BSM'] });
      expect([outOfScope.errors?.[0]?.message, outOfScope.errors?.[0]?.extensions?.field]).toEqual([
        m.brandNotInScope,
        'brands',
      ]);
      expect((await invite(a.both, { roles: [] })).errors?.[0]?.message).toBe(m.rolesRequired);
      expect((await invite(a.both, { name: ' ' })).errors?.[0]?.message).toBe(m.required);
      const after = (await officeGql<{ staffMembers: AdminView[] }>(t, MEMBERS, {}, a.both.cookie)).data!.staffMembers;
      expect(after).toHaveLength(before.length);
    });
  });

  it('lists and manages only members within the Admin brand scope', async () => {
    const { member: aaOnly } = await invited(a.both, { brands: ['AADS'] });
    const { member: bsmOnly } = await invited(a.both, { brands: ['BSM'] });
    const seen = (await officeGql<{ staffMembers: AdminView[] }>(t, MEMBERS, {}, a.bsm.cookie)).data!.staffMembers;
    expect(seen.map((x) => x.id)).toContain(bsmOnly.id);
    expect(seen.map((x) => x.id)).not.toContain(aaOnly.id);
    expect(seen.map((x) => x.id)).not.toContain(a.both.staffId);
    for (const op of [DEACTIVATE, RESET]) {
      expect(reasonOf(await officeGql(t, op, { id: aaOnly.id }, a.bsm.cookie))).toBe('NOT_FOUND/NOT_FOUND');
    }
    const widen = await officeGql(
      t,
      ACCESS,
      { id: bsmOnly.id, input: { roles: ['Support'], brands: ['AADS'] } },
      a.bsm.cookie,
    );
    expect(widen.errors?.[0]?.message).toBe(m.brandNotInScope);
  });

  it('changes roles and brands at once (the member next request sees them), never the Admin own; audited', async () => {
    const member = await staffSession(t, ['Support'], ['BSM']);
    const changed = await officeGql<{ setStaffAccess: AdminView }>(
      t,
      ACCESS,
      { id: member.staffId, input: { roles: ['Allocations', 'Finance'], brands: ['AADS', 'BSM'] } },
      a.both.cookie,
    );
    expect(changed.data?.setStaffAccess).toMatchObject({ roles: ['Allocations', 'Finance'], brands: ['AADS', 'BSM'] });
    expect((await officeGql(t, ME, {}, member.cookie)).data).toMatchObject({
      staffMe: { roles: ['Allocations', 'Finance'], brands: ['AADS', 'BSM'] },
    });
    const own = await officeGql(
      t,
      ACCESS,
      { id: a.both.staffId, input: { roles: ['Support'], brands: ['BSM'] } },
      a.both.cookie,
    );
    expect(own.errors?.[0]?.message).toBe(m.notYourself);
    const trail = await t.services.audit.trail({ staffId: a.both.staffId }, 100);
    expect(trail.find((r) => r.operation === 'setStaffAccess' && r.targetId === member.staffId)).toMatchObject({
      before: { roles: ['Support'], brands: ['BSM'] },
      after: { roles: ['Allocations', 'Finance'], brands: ['AADS', 'BSM'] },
    });
  });

  it('resets a second factor: sessions end, and the password alone leads to setting up a new one; audited', async () => {
    const member = await staffSession(t, ['Support'], ['BSM']);
    const { email } = (await officeGql<{ staffMe: { email: string } }>(t, '{ staffMe { email } }', {}, member.cookie))
      .data!.staffMe;
    const reset = await officeGql<{ resetStaffSecondFactor: AdminView }>(
      t,
      RESET,
      { id: member.staffId },
      a.both.cookie,
    );
    expect(reset.data?.resetStaffSecondFactor).toMatchObject({ hasTotp: false, passkeys: 0, active: true });
    expect((await officeGql(t, ME, {}, member.cookie)).data).toEqual({ staffMe: null });
    const again = await officeGql<{ staffSignIn: { success: boolean; setUpSecondFactor: boolean } }>(t, SIGN_IN, {
      e: email,
      p: 'Office-Desk-2026',
    });
    expect(again.data?.staffSignIn).toMatchObject({ success: true, setUpSecondFactor: true });
    expect(await trailOf(a.both.staffId)).toContain('resetStaffSecondFactor');
  });

  it('deactivates: every session ends at once, streams hear it through the pub/sub, no sign-in after; audited', async () => {
    const member = await staffSession(t, ['Allocations'], ['BSM']);
    let heard = 0;
    const stop = t.services.staff.watchMember(member.staffId, () => {
      heard += 1;
    });
    let other = 0;
    const stopOther = t.services.staff.watchMember(a.allocations.staffId, () => {
      other += 1;
    });
    const done = await officeGql<{ deactivateStaffMember: AdminView }>(
      t,
      DEACTIVATE,
      { id: member.staffId },
      a.bsm.cookie,
    );
    expect(done.data?.deactivateStaffMember.active).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([heard, other]).toEqual([1, 0]);
    stop();
    stopOther();
    expect(reasonOf(await officeGql(t, DIRECTORY, {}, member.cookie))).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');
    expect(reasonOf(await officeGql(t, DEACTIVATE, { id: member.staffId }, a.bsm.cookie))).toBe(
      'BAD_USER_INPUT/INVALID_INPUT',
    );
    expect((await officeGql(t, DEACTIVATE, { id: a.bsm.staffId }, a.bsm.cookie)).errors?.[0]?.message).toBe(
      m.notYourself,
    );
    expect(await trailOf(a.bsm.staffId)).toContain('deactivateStaffMember');
  });

  // Last: the clock moves past every session's idle limit.
  it('an invitation lapses after its hours, and a renewed link replaces the old one', async () => {
    const { link, member } = await invited();
    t.clock.advance((INVITATION_HOURS + 1) * 3_600_000);
    expect((await officeGql(t, INVITATION, { t: tokenOf(link) })).data).toEqual({ staffInvitation: null });
    expect((await accept(tokenOf(link))).answer.errors[0].message).toBe(m.invitationInvalid);
    // Sessions idled out meanwhile: a fresh Admin renews it.
    const admin = await staffSession(t, ['Admin'], ['AADS', 'BSM']);
    const renewed = await officeGql<{ renewStaffInvitation: { link: string } }>(
      t,
      RENEW,
      { id: member.id },
      admin.cookie,
    );
    const fresh = renewed.data!.renewStaffInvitation.link;
    expect(fresh).not.toBe(link);
    expect((await accept(tokenOf(fresh))).cookie).not.toBe('');
  });
});
