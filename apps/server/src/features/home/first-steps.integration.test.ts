import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { withDb } from '../../../test/with-db.ts';
import { franchiseAgreements } from '../../db/schema/index.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { seedOffers } from '../../seed/onboarding.seed.ts';
import { offerFranchise } from '../onboarding/index.ts';

/*
 * Issue 23 defect 8: home lists a new franchisee's first steps (the badge, licence and insurance slots, a car,
 * preferences, areas and prices, the business profile), ticked as they are done; a seasoned instructor has none.
 */

const LOGIN = `mutation ($input: OnboardInstructorLoginInput!) { onboardInstructorLogin(input: $input) { accessToken } }`;
const AGREEMENT = `query ($key: ID!) { franchiseAgreement(agreementKey: $key) { documents { kind url } } }`;
const SIGN = `mutation ($key: ID!) { signFranchiseAgreementDocument(agreementKey: $key) { kind } }`;
const BANK = `mutation ($input: BankDetailsInput!) { addBankDetails(input: $input) { nameOnAccount } }`;
const ACCEPT = 'mutation ($key: ID!) { acceptFranchiseAgreement(agreementKey: $key) }';
const HOME = `query ($id: ID!) { instructor(id: $id) { firstSteps { kind label href done } } }`;

type Step = { kind: string; label: string; href: string; done: boolean };

describeIntegration('home: a new franchisee sees their first steps', (fx) => {
  let t: Fixture;
  let newcomer: string;

  const onboardingCall = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    const answer = response.json() as { data: unknown; errors?: unknown[] };
    expect(answer.errors, query).toBeUndefined();
    return answer.data;
  };

  /** The whole acceptance journey of an offer, as the franchisee goes through it; the enrolled instructor's id. */
  const acceptAnOffer = async () => {
    const base = seedOffers()[0]!.offer;
    const o = await withDb(t.db, () => offerFranchise({ ...base, adiNumber: '3000901' }));
    const login = await onboardingCall(LOGIN, {
      input: {
        email: base.emailAddress,
        postcode: base.zipCode,
        dateOfBirth: base.dateOfBirth,
        personKey: o.leadId,
        brand: 'aa',
      },
    });
    const token = (login as { onboardInstructorLogin: { accessToken: string } }).onboardInstructorLogin.accessToken;
    const agreement = await onboardingCall(AGREEMENT, { key: o.agreementId }, token);
    for (const doc of (agreement as { franchiseAgreement: { documents: Array<{ url: string }> } }).franchiseAgreement
      .documents) {
      await t.app.inject({ method: 'GET', url: doc.url });
      await onboardingCall(SIGN, { key: o.agreementId }, token);
    }
    const bank = { personKey: o.leadId, nameOnAccount: 'Priya Shah', accountNumber: '66374958', sortCode: '08-99-99' };
    await onboardingCall(BANK, { input: bank }, token);
    await onboardingCall(ACCEPT, { key: o.agreementId }, token);
    const [row] = await t.db
      .select({ instructorId: franchiseAgreements.instructorId })
      .from(franchiseAgreements)
      .where(eq(franchiseAgreements.id, o.agreementId));
    return row!.instructorId!;
  };

  beforeAll(async () => {
    t = fx();
    newcomer = await acceptAnOffer();
  });

  it('lists the seven steps, none done, for a franchisee who has just accepted', async () => {
    const steps: Step[] = await t.services.home.firstSteps({ instructorId: newcomer });
    expect(steps.map((s) => [s.kind, s.label, s.done])).toEqual([
      ['ADI_BADGE', 'Upload your ADI badge', false],
      ['DRIVING_LICENCE', 'Upload your driving licence', false],
      ['INSURANCE_CERTIFICATE', 'Upload your insurance certificate', false],
      ['CAR', 'Add your car', false],
      ['PREFERENCES', 'Set your working hours and preferences', false],
      ['AREAS_AND_PRICES', 'Add your areas and prices', false],
      ['BUSINESS_PROFILE', 'Write your business profile', false],
    ]);
    expect(steps.map((s) => s.href)).toContain('/settings/areas-and-prices/add');
  });

  it('ticks the badge once it is uploaded', async () => {
    const viewer = { instructorId: newcomer };
    const personKey = (await t.services.details.getProfile(viewer)).personalDetails.personId;
    const { customerDocuments } = await t.services.details.listCustomerAndFranchiseDocuments(viewer, personKey);
    const badge = customerDocuments.find((d) => d.documentType === 'ADI badge')!;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await t.services.details.uploadDocument(viewer, badge.id, { bytes: pdf, fileName: 'badge.pdf' });
    const steps: Step[] = await t.services.home.firstSteps(viewer);
    expect(steps.filter((s) => s.done).map((s) => s.kind)).toEqual(['ADI_BADGE']);
  });

  it('shows none to a seasoned demo instructor, through /graphql', async () => {
    const cookie = await signIn(t, '100001');
    const me = await t.gql<{ me: { id: string } }>('{ me { id } }', {}, cookie);
    const answer = await t.gql<{ instructor: { firstSteps: Step[] } }>(HOME, { id: me.data!.me.id }, cookie);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.instructor.firstSteps).toEqual([]);
  });
});
