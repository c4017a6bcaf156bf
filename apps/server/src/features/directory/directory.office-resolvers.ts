import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { DirectoryFeatureServices } from './directory-services.ts';

type Wiring = FeatureWiring<DirectoryFeatureServices>;

/** The directory, an instructor's page, the capacity lock and the audit trail's pages: thin, each a service call. */
export const createDirectoryOfficeResolvers = ({ services }: Wiring): Resolvers => {
  const trail = () => services.directory;
  return {
    Query: {
      directory: (_parent, args, ctx) => services.directory.searchDirectory(requireStaff(ctx), args.input ?? {}),
      officeInstructor: (_parent, args, ctx) => services.directory.getInstructorPage(requireStaff(ctx), args.id),
      instructorAuditTrail: (_parent, args, ctx) =>
        trail().getTrail(requireStaff(ctx), { instructorId: args.instructorId }, args),
      staffAuditTrail: (_parent, args, ctx) => trail().getTrail(requireStaff(ctx), { staffId: args.staffId }, args),
      // mustSetUpSecondFactor says what a session may do: only staffMe's own session has one to tell.
      officeStaffMembers: async () =>
        (await trail().listStaffMembers()).map((m) => ({
          ...m,
          roles: [...m.roles],
          brands: [...m.brands],
          mustSetUpSecondFactor: false,
        })),
    },
    Mutation: {
      setCapacityLock: async (_parent, args, ctx) => {
        const staff = requireStaff(ctx);
        const instructorId = await services.directory.setCapacityLock(staff, args.input);
        return services.directory.getInstructorPage(staff, instructorId);
      },
    },
  };
};
