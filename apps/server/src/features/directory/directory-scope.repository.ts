import type { BrandCode } from '@portal/domain/office';
import { type SQL, sql } from 'drizzle-orm';

/** The franchise of alias `p` (propositions) is not dormant (the domain's `isDormant`: a name starting "dormant"). */
export const notDormant = sql`p.name !~* '^\\s*dormant'`;

/** The franchise's brand is one of `brands` (the staff member's scope, narrowed by a filter). */
export const brandIn = (brands: readonly BrandCode[]): SQL =>
  brands.length === 0
    ? sql`false`
    : sql`p.brand in (${sql.join(
        brands.map((b) => sql`${b}`),
        sql`, `,
      )})`;
