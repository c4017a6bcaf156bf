import type { StaffViewer } from '@portal/domain/office';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { MutationResolvers, Resolvers } from '../../generated/office-graphql.ts';
import { type OfficeContext, requireStaff } from '../../graphql/office-context.ts';
import type { StaffService } from './staff.service.ts';
import { createStaffAdminResolvers } from './staff-admin.office-resolvers.ts';
import { createStaffSecurityResolvers } from './staff-security.office-resolvers.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

type Wiring = FeatureWiring<{ staff: StaffService }>;

/** The API's view of a member (GraphQL enums are the domain's own values). */
const memberView = (
  member: Pick<StaffViewer, 'name' | 'email' | 'roles' | 'brands' | 'mustSetUpSecondFactor'> & { id: string },
) => ({
  id: member.id,
  name: member.name,
  email: member.email,
  roles: [...member.roles],
  brands: [...member.brands],
  mustSetUpSecondFactor: member.mustSetUpSecondFactor ?? false,
});

/** The office's cookie: its own name and path, never sent to the portal; strict, as staff never arrive by link. */
const cookieOptions = (deps: Wiring['deps']) => ({
  path: '/office',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: deps.config.COOKIE_SECURE,
  maxAge: deps.config.SESSION_ABSOLUTE_HOURS * 3600,
});

const refusedPassword = { success: false, signInId: null, factors: [], setUpSecondFactor: false };

const signInMutations = ({ deps, services }: Wiring): MutationResolvers => {
  type Outcome = Awaited<ReturnType<StaffService['checkCode']>>;
  const codeResult = (outcome: Outcome, ctx: OfficeContext) => {
    if (outcome.kind !== 'signedIn')
      return {
        success: false,
        staff: null,
        message: outcome.message,
        startAgain: outcome.startAgain,
        recoveryCodesLeft: null,
      };
    ctx.reply.setCookie(STAFF_SESSION_COOKIE, outcome.token, cookieOptions(deps));
    const { member, recoveryCodesLeft } = outcome;
    return { success: true, staff: memberView(member), message: null, startAgain: false, recoveryCodesLeft };
  };
  return {
    staffSignIn: async (_parent, args, ctx) => {
      const outcome = await services.staff.checkPassword(args);
      if (outcome.kind === 'refused')
        return { ...refusedPassword, message: outcome.message, lockoutSeconds: outcome.lockoutSeconds };
      if (outcome.kind === 'setUpSecondFactor') {
        ctx.reply.setCookie(STAFF_SESSION_COOKIE, outcome.token, cookieOptions(deps));
        return { ...refusedPassword, success: true, setUpSecondFactor: true, message: null, lockoutSeconds: null };
      }
      const { signInId, factors } = outcome;
      return { success: true, signInId, factors, setUpSecondFactor: false, message: null, lockoutSeconds: null };
    },
    staffSecondFactor: async (_parent, args, ctx) => codeResult(await services.staff.checkCode(args), ctx),
    staffPasskeyOptions: async (_parent, args) => {
      const outcome = await services.staff.passkeyOptions(args.signInId);
      return outcome.kind === 'options'
        ? { options: outcome.options, message: null, startAgain: false }
        : { options: null, message: outcome.message, startAgain: outcome.startAgain };
    },
    staffPasskeySignIn: async (_parent, args, ctx) => codeResult(await services.staff.checkPasskey(args), ctx),
  };
};

/** The office's sign-in: thin, each a call of the staff service. */
export const createStaffOfficeResolvers = (wiring: Wiring): Resolvers => {
  const security = createStaffSecurityResolvers(wiring);
  const admin = createStaffAdminResolvers(wiring, cookieOptions(wiring.deps));
  return {
    ...security,
    Query: {
      ...security.Query,
      ...admin.Query,
      staffMe: (_parent, _args, ctx) => (ctx.staff ? memberView({ ...ctx.staff, id: ctx.staff.staffId }) : null),
    },
    Mutation: {
      ...signInMutations(wiring),
      ...security.Mutation,
      ...admin.Mutation,
      staffSignOut: async (_parent, _args, ctx) => {
        await wiring.services.staff.signOut(ctx.request.cookies[STAFF_SESSION_COOKIE]);
        ctx.reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/office' });
        return true;
      },
      staffSignOutEverywhere: async (_parent, _args, ctx) => {
        await wiring.services.staff.signOutEverywhere(requireStaff(ctx).staffId);
        ctx.reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/office' });
        return true;
      },
    },
  };
};
