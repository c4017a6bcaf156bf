import type { BrandCode, OfficeRole } from '@portal/domain/office';
import type { Config } from '../config.ts';
import { staff } from '../db/schema/staff.ts';
import { db } from '../db/unit-of-work.ts';
import { enrolTotp } from '../features/staff/index.ts';
import { hashPassword } from '../lib/password.ts';
import { seedSalt } from './seed-id.ts';

/** What a seed step may need of the configuration: the server key (sealed secrets) and where it runs. */
export type SeedConfig = Pick<Config, 'secretKey' | 'NODE_ENV'>;

export const DEMO_STAFF_PASSWORD = 'Office-Demo-2026';

type DemoStaff = { email: string; name: string; roles: OfficeRole[]; brands: BrandCode[]; totpSecret: string };

const both: BrandCode[] = ['AADS', 'BSM'];

/**
 * The office's demo staff: one per role with both brands, one AA-only and one BSM-only member. Their authenticator
 * secrets are fixed so a developer adds each to an app once (`npm run office:code -- <email>` prints the code).
 */
export const demoStaff: readonly DemoStaff[] = [
  {
    email: 'support@office.example',
    name: 'Sophie Grant',
    roles: ['Support'],
    brands: both,
    totpSecret: 'UP4LTSWYNMFC675AX5SLMP6WN67QFU5Q',
  },
  {
    email: 'allocations@office.example',
    name: 'Marcus Reid',
    roles: ['Allocations'],
    brands: both,
    totpSecret: 'SHJXODIRDJDI22MS5CTUHQHM4RQPKRYE',
  },
  {
    email: 'finance@office.example',
    name: 'Priya Shah',
    roles: ['Finance'],
    brands: both,
    totpSecret: 'B6VZGNU5CYKSEUYMJX4NAD6X35A2AWHL',
  },
  {
    email: 'content@office.example',
    name: 'Hannah Cole',
    roles: ['Content'],
    brands: both,
    totpSecret: 'POG5V57MJWY2RB27REHNXYDEEL25Q7Z2',
  },
  {
    email: 'admin@office.example',
    name: 'Daniel Okafor',
    roles: ['Admin'],
    brands: both,
    totpSecret: 'WE5EHIMP25MYT2UD6MEWKPQASZIYIXHC',
  },
  {
    email: 'aa.desk@office.example',
    name: 'Laura Bennett',
    roles: ['Support', 'Allocations'],
    brands: ['AADS'],
    totpSecret: '3AI2ANICYPE2IOZNDFSVHH4AHU7NQLSC',
  },
  {
    email: 'bsm.desk@office.example',
    name: 'Tom Walsh',
    roles: ['Support', 'Allocations'],
    brands: ['BSM'],
    totpSecret: 'WLCZ5CYSTPQZA2AOGEXHFCCHH4SZQOKP',
  },
];

/** Demo staff exist wherever the /dev pages may: never in production (a known password and known secrets). */
export const hasDemoStaff = (config: Pick<Config, 'NODE_ENV'>): boolean => config.NODE_ENV !== 'production';

let demoHash: Promise<string> | undefined;

/**
 * Adds the demo staff who are not there yet (staff outlive a demo reset), each with their authenticator secret
 * sealed under this server's key.
 */
export const seedStaff = async (config: SeedConfig): Promise<void> => {
  if (!hasDemoStaff(config)) return;
  demoHash ??= hashPassword(DEMO_STAFF_PASSWORD, seedSalt('demo-staff'));
  const passwordHash = await demoHash;
  for (const member of demoStaff) {
    const { totpSecret, ...facts } = member;
    const [row] = await db
      .insert(staff)
      .values({ ...facts, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (row) await enrolTotp({ config }, row, totpSecret);
  }
};

const scopeOf = (brands: readonly BrandCode[]) => brands.map((b) => (b === 'AADS' ? 'AA' : b)).join('+');

/** The start banner's lines about the office: where, the demo staff, and how to get a code. */
export const officeBannerLines = (url: string, config: Pick<Config, 'NODE_ENV'>): string[] =>
  hasDemoStaff(config)
    ? [
        `  The office (staff) is at ${url}/office/. Demo staff, password ${DEMO_STAFF_PASSWORD}, then an authenticator code:`,
        ...demoStaff.map(
          (m) =>
            `    ${m.email.padEnd(28)}${`${m.roles.join(', ')} (${scopeOf(m.brands)})`.padEnd(30)}secret ${m.totpSecret}`,
        ),
        '  Add a secret to an authenticator app, or print the current code: npm run office:code -- <email>',
      ]
    : [];
