/**
 * The seeded demo instructors the journeys sign in as (apps/server/src/seed/foundation.seed.ts), with just
 * what the journeys need. Each journey that enters a wrong password uses an account no other journey signs
 * into, or makes a single wrong attempt, so no journey can lock another out.
 */
type DemoAccount = { adi: string; firstName: string; fullName: string; mobile: string };

export const DEMO_PASSWORD = 'Drive2Pass';

const account = (adi: string, firstName: string, lastName: string, mobile: string): DemoAccount => ({
  adi,
  firstName,
  fullName: `${firstName} ${lastName}`,
  mobile,
});

export const accounts = {
  /** Active, one Full AA franchise: the main demo. */
  daniel: account('100001', 'Daniel', 'Hughes', '+447700900101'),
  /** Full franchises in both brands: grey avatar. */
  emma: account('100002', 'Emma', 'Clarke', '+447700900102'),
  /** Status Inactive: only Home, Messages and My details. */
  gareth: account('100003', 'Gareth', 'Evans', '+447700900103'),
  /** Solo franchise only: franchise-gating notices. */
  fiona: account('100004', 'Fiona', 'MacLeod', '+447700900104'),
  /** ThirdParty only; the forgotten-password journey changes this account's password. */
  tobi: account('100005', 'Tobi', 'Okafor', '+447700900105'),
  /** DIT and Motability. */
  aisha: account('100006', 'Aisha', 'Khan', '+447700900106'),
} satisfies Record<string, DemoAccount>;

export const accountByAdi = (adi: string): DemoAccount | undefined =>
  Object.values(accounts).find((a) => a.adi === adi);
