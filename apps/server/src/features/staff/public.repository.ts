import type { BrandCode, OfficeRole } from '@portal/domain/office';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { staff } from '../../db/schema/staff.ts';
import { db } from '../../db/unit-of-work.ts';

/** What other features' repositories read of the staff's tables: who a member is (the audit trail's pages). */

const memberColumns = { id: staff.id, name: staff.name, email: staff.email, roles: staff.roles, brands: staff.brands };

/** Every staff member, by name (the trail's choice of member). */
export const selectStaffMembers = () => db.select(memberColumns).from(staff).orderBy(asc(staff.name), asc(staff.id));

/** The members among `ids`. */
export const selectStaffByIds = (ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(memberColumns)
        .from(staff)
        .where(inArray(staff.id, [...ids]));

/** The name of the member `staffId` holds (null for none), as a column of another feature's statement. */
export const staffNameOf = (staffId: AnyPgColumn | SQL) =>
  sql<string | null>`(select ${staff.name} from ${staff} where ${staff.id} = ${staffId})`;

/** The active members holding `role` who share a brand with `brands` (the chat inbox's choice of assignee). */
export const selectActiveMembersWithRole = (role: OfficeRole, brands: readonly BrandCode[], ids?: readonly string[]) =>
  db
    .select(memberColumns)
    .from(staff)
    .where(
      and(
        eq(staff.active, true),
        sql`${role} = any(${staff.roles})`,
        or(sql`false`, ...brands.map((brand) => sql`${brand} = any(${staff.brands})`)),
        ids ? inArray(staff.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(staff.name), asc(staff.id));
