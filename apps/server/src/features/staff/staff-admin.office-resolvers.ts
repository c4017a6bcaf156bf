import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { type OfficeContext, requireStaff } from '../../graphql/office-context.ts';
import type { StaffService } from './staff.service.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

type Wiring = FeatureWiring<{ staff: StaffService }>;

/** Where the office lives: PUBLIC_URL when set, else the address the request came to. */
const originOf = (deps: Wiring['deps'], ctx: OfficeContext) =>
  (deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`).replace(/\/+$/, '');

/** Staff management (issue 25 §5): thin, each a call of the staff service's admin part. */
export const createStaffAdminResolvers = ({ deps, services }: Wiring, cookieOptions: object): Resolvers => {
  const admin = () => services.staff.admin;
  return {
    Query: {
      staffMembers: (_parent, _args, ctx) => admin().listMembers(requireStaff(ctx)),
      staffInvitation: (_parent, args) => admin().invitationOf(args.token),
    },
    Mutation: {
      inviteStaffMember: (_parent, args, ctx) => admin().invite(requireStaff(ctx), args.input, originOf(deps, ctx)),
      renewStaffInvitation: (_parent, args, ctx) =>
        admin().renewInvitation(requireStaff(ctx), args.staffId, originOf(deps, ctx)),
      setStaffAccess: (_parent, args, ctx) => admin().setAccess(requireStaff(ctx), args.staffId, args.input),
      resetStaffSecondFactor: (_parent, args, ctx) => admin().resetSecondFactor(requireStaff(ctx), args.staffId),
      deactivateStaffMember: (_parent, args, ctx) => admin().deactivate(requireStaff(ctx), args.staffId),
      acceptStaffInvitation: async (_parent, args, ctx) => {
        const token = await admin().acceptInvitation(args);
        ctx.reply.setCookie(STAFF_SESSION_COOKIE, token, cookieOptions);
        return {
          success: true,
          signInId: null,
          factors: [],
          setUpSecondFactor: true,
          message: null,
          lockoutSeconds: null,
        };
      },
    },
  };
};
