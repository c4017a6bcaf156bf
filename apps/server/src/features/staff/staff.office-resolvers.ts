import type { StaffViewer } from '@portal/domain/office';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { MutationResolvers, Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { StaffService } from './staff.service.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

type Wiring = FeatureWiring<{ staff: StaffService }>;

/** The API's view of a member (GraphQL enums are the domain's own values). */
const memberView = (member: Pick<StaffViewer, 'name' | 'email' | 'roles' | 'brands'> & { id: string }) => ({
  id: member.id,
  name: member.name,
  email: member.email,
  roles: [...member.roles],
  brands: [...member.brands],
});

/** The office's cookie: its own name and path, never sent to the portal; strict, as staff never arrive by link. */
const cookieOptions = (deps: Wiring['deps']) => ({
  path: '/office',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: deps.config.COOKIE_SECURE,
  maxAge: deps.config.SESSION_ABSOLUTE_HOURS * 3600,
});

const signInMutations = ({ deps, services }: Wiring): MutationResolvers => ({
  staffSignIn: async (_parent, args) => {
    const outcome = await services.staff.checkPassword(args);
    return outcome.kind === 'secondFactor'
      ? { success: true, signInId: outcome.signInId, factors: outcome.factors, message: null, lockoutSeconds: null }
      : {
          success: false,
          signInId: null,
          factors: [],
          message: outcome.message,
          lockoutSeconds: outcome.lockoutSeconds,
        };
  },
  staffSecondFactor: async (_parent, args, ctx) => {
    const outcome = await services.staff.checkCode(args);
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
  },
});

/** The office's sign-in: thin, each a call of the staff service. */
export const createStaffOfficeResolvers = (wiring: Wiring): Resolvers => ({
  Query: {
    staffMe: (_parent, _args, ctx) => (ctx.staff ? memberView({ ...ctx.staff, id: ctx.staff.staffId }) : null),
  },
  Mutation: {
    ...signInMutations(wiring),
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
});
