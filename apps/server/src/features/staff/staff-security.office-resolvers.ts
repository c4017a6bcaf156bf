import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { type OfficeContext, requireStaff } from '../../graphql/office-context.ts';
import type { StaffService } from './staff.service.ts';
import type { PasskeyRow } from './staff-passkeys.repository.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

type Wiring = FeatureWiring<{ staff: StaffService }>;

const passkeyView = (row: PasskeyRow) => ({
  id: row.credentialId,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

const askerOf = (ctx: OfficeContext) => ({
  staffId: requireStaff(ctx).staffId,
  sessionToken: ctx.request.cookies[STAFF_SESSION_COOKIE],
});

/** The signed-in member's own security settings: thin, each a call of the staff service. */
export const createStaffSecurityResolvers = ({ services }: Wiring) =>
  ({
    Query: {
      staffSecurity: async (_parent, _args, ctx) => {
        const security = await services.staff.security(requireStaff(ctx).staffId);
        return { ...security, passkeys: security.passkeys.map(passkeyView) };
      },
    },
    Mutation: {
      staffPasskeyRegistrationOptions: (_parent, _args, ctx) =>
        services.staff.passkeyRegistrationOptions(requireStaff(ctx).staffId),
      staffAddPasskey: async (_parent, args, ctx) => passkeyView(await services.staff.addPasskey(askerOf(ctx), args)),
      staffRemovePasskey: (_parent, args, ctx) => services.staff.removePasskey(requireStaff(ctx).staffId, args.id),
      staffTotpSetUp: (_parent, _args, ctx) => services.staff.totpSetUp(requireStaff(ctx).staffId),
      staffConfirmTotp: (_parent, args, ctx) => services.staff.confirmTotp(askerOf(ctx), args),
    },
  }) satisfies Resolvers;
