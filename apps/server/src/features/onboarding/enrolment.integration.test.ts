import { type BrandCode, enrolmentMessages, type OfficeRole, officeRoles } from '@portal/domain/office';
import { onboardingMessages } from '@portal/domain/onboarding';
import { localDateOf } from '@portal/domain/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addSignedInStaff, type OfficeAnswer, officeGql } from '../../../test/office-staff.ts';
import { withDb } from '../../../test/with-db.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { listOutbox } from '../../lib/sms/outbox-transport.ts';

const staffSession = (t: Fixture, roles: OfficeRole[], brands: BrandCode[]) => addSignedInStaff(t, { roles, brands });
const reasonOf = (answer: OfficeAnswer<unknown>) =>
  answer.errors?.[0] ? `${answer.errors[0].extensions?.code}/${answer.errors[0].extensions?.reason}` : 'ok';

/*
 * Issue 25 §4: the office enrols a new franchisee (Admin or Allocations, within their brands), the link goes out
 * by text, the office follows each step with its time, resends or expires the link, opens the signed documents
 * and the evidence, and the finished franchisee is an instructor in the directory.
 */

const FIELDS = `id brand state name { fullName } email mobile adiNumber franchiseName startDate weeklyPayment { pence }
  createdAt linkSentAt linkExpiredAt verifiedAt detailsAt bankDetailsAt documentsAccepted signedAt signedFrom
  verifyFailures instructorId`;
const ENROL = `mutation ($input: EnrolmentInput!) { enrolFranchisee(input: $input) { textSent enrolment { ${FIELDS} } } }`;
const PROPOSITIONS = '{ enrolmentPropositions { id name brand type weeklyPayment { pence } } }';
const LIST = `query ($s: String) { enrolments(search: $s) { ${FIELDS} } }`;
const DETAIL = `query ($id: ID!) { enrolment(id: $id) {
  enrolment { ${FIELDS} }
  documents { kind title version viewedAt acceptedAt sha256 url }
  evidence { kind at address userAgent documentKind documentVersion sha256 } } }`;
const RESEND = `mutation ($id: ID!) { resendEnrolmentLink(id: $id) { textSent enrolment { ${FIELDS} } } }`;
const EXPIRE = `mutation ($id: ID!) { expireEnrolmentLink(id: $id) { ${FIELDS} } }`;

const LOGIN = `mutation ($input: OnboardInstructorLoginInput!) { onboardInstructorLogin(input: $input) { accessToken } }`;
const AGREEMENT = `query ($key: ID!) { franchiseAgreement(agreementKey: $key) { documents { kind url } } }`;
const BANK = `mutation ($input: BankDetailsInput!) { addBankDetails(input: $input) { accountNumberEnding } }`;
const SIGN = `mutation ($key: ID!, $kind: OnboardingDocumentKind!) { signFranchiseAgreementDocument(agreementKey: $key, kind: $kind) { accepted } }`;
const ACCEPT = 'mutation ($key: ID!) { acceptFranchiseAgreement(agreementKey: $key) }';

type Enrolment = {
  id: string;
  state: string;
  linkSentAt: string | null;
  linkExpiredAt: string | null;
  verifiedAt: string | null;
  bankDetailsAt: string | null;
  documentsAccepted: number;
  signedAt: string | null;
  instructorId: string | null;
  franchiseName: string;
  weeklyPayment: { pence: number };
} & Record<string, unknown>;
type Proposition = { id: string; name: string; brand: string; type: string; weeklyPayment: { pence: number } };
type Member = { cookie: string; staffId: string };

describeIntegration('enrolling a new franchisee (the office)', (fx) => {
  let t: Fixture;
  const m = {} as Record<'allocAa' | 'allocBsm' | 'adminBoth' | 'support', Member>;
  let aaProposition: Proposition;
  let bsmProposition: Proposition;
  let adi = 400_100;

  const addDays = (days: number) => {
    const d = new Date(`${localDateOf(t.clock.now())}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const input = (fields: Record<string, unknown> = {}) => {
    adi += 1;
    return {
      firstName: 'Amira',
      lastName: 'Khan',
      mobileNumber: `07700 9${String(adi).slice(-5)}`,
      emailAddress: `amira.${adi}@example.com`,
      dateOfBirth: '1990-05-06',
      addressLine1: '2 Otley Road',
      town: 'Leeds',
      postcode: 'LS6 2AA',
      adiNumber: String(adi),
      brand: 'AADS',
      propositionId: aaProposition.id,
      startDate: addDays(14),
      ...fields,
    };
  };
  const enrol = async (who: Member, fields: Record<string, unknown> = {}) =>
    officeGql<{ enrolFranchisee: { textSent: boolean; enrolment: Enrolment } }>(
      t,
      ENROL,
      { input: input(fields) },
      who.cookie,
    );
  const enrolled = async (who: Member = m.allocAa, fields: Record<string, unknown> = {}) => {
    const answer = await enrol(who, fields);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.enrolFranchisee;
  };
  const list = async (who: Member, search?: string) =>
    (await officeGql<{ enrolments: Enrolment[] }>(t, LIST, { s: search ?? null }, who.cookie)).data?.enrolments ?? [];
  const detail = async (who: Member, id: string) => {
    const answer = await officeGql<{
      enrolment: {
        enrolment: Enrolment;
        documents: Array<{ kind: string; acceptedAt: string | null; url: string | null; sha256: string | null }>;
        evidence: Array<{ kind: string; address: string | null; sha256: string | null }>;
      };
    }>(t, DETAIL, { id }, who.cookie);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.enrolment;
  };
  const texts = () => withDb(t.db, () => listOutbox(200));
  const linkIn = (body: string) => {
    const match = /\/acceptance-page-check\/(aa|bsm)\/([0-9a-f-]{36})\/([0-9a-f-]{36})/.exec(body);
    if (!match) throw new Error(`no link in ${body}`);
    return { brand: match[1]!, personKey: match[2]!, agreementKey: match[3]! };
  };
  const portal = async <T>(query: string, variables: Record<string, unknown>, token?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      })
    ).json() as { data: T | null; errors?: Array<{ message: string; extensions?: { reason?: string } }> };
  const verify = (link: ReturnType<typeof linkIn>, email: string) =>
    portal<{ onboardInstructorLogin: { accessToken: string } }>(LOGIN, {
      input: { ...link, email, postcode: 'ls6 2aa', dateOfBirth: '1990-05-06' },
    });
  const trail = async (targetId: string) =>
    (await t.services.audit.trail({ staffId: m.allocAa.staffId }, 200)).filter((r) => r.targetId === targetId);

  beforeAll(async () => {
    t = fx();
    m.allocAa = await staffSession(t, ['Allocations'], ['AADS']);
    m.allocBsm = await staffSession(t, ['Allocations'], ['BSM']);
    m.adminBoth = await staffSession(t, ['Admin'], ['AADS', 'BSM']);
    m.support = await staffSession(t, ['Support'], ['AADS', 'BSM']);
    const props = (await officeGql<{ enrolmentPropositions: Proposition[] }>(t, PROPOSITIONS, {}, m.adminBoth.cookie))
      .data!.enrolmentPropositions;
    aaProposition = props.find((p) => p.brand === 'AADS' && p.type === 'Full')!;
    bsmProposition = props.find((p) => p.brand === 'BSM')!;
  });

  describe('who may enrol', () => {
    it('offers each member the propositions of their own brands only, never a dormant one', async () => {
      const bsm = (await officeGql<{ enrolmentPropositions: Proposition[] }>(t, PROPOSITIONS, {}, m.allocBsm.cookie))
        .data!.enrolmentPropositions;
      expect(bsm.length).toBeGreaterThan(0);
      expect(bsm.every((p) => p.brand === 'BSM')).toBe(true);
      expect(bsm.some((p) => /dormant/i.test(p.name))).toBe(false);
    });

    it('refuses roles other than Admin and Allocations', async () => {
      for (const role of officeRoles.filter((r) => r !== 'Admin' && r !== 'Allocations')) {
        const member = await staffSession(t, [role], ['AADS', 'BSM']);
        expect(reasonOf(await enrol(member))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
        expect(reasonOf(await officeGql(t, LIST, {}, member.cookie))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
      }
      expect(reasonOf(await enrol({ cookie: '', staffId: '' }))).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');
    });

    it('refuses a BSM-only member enrolling an AA franchisee, or a proposition of another brand, changing nothing', async () => {
      const before = await texts();
      const aa = await enrol(m.allocBsm);
      expect(aa.errors?.[0]?.message).toBe(enrolmentMessages.brandNotInScope);
      expect(aa.errors?.[0]?.extensions?.field).toBe('brand');
      const mixed = await enrol(m.allocBsm, { brand: 'BSM', propositionId: aaProposition.id });
      expect(mixed.errors?.[0]?.message).toBe(enrolmentMessages.propositionNotFound);
      expect(await texts()).toHaveLength(before.length);
      expect((await list(m.adminBoth, 'Amira')).some((e) => e.adiNumber === String(adi))).toBe(false);
    });

    it('refuses bad input with a clear message per field, changing nothing', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ mobileNumber: '0113 496 0000' }, 'mobileNumber', enrolmentMessages.mobileInvalid],
        [{ emailAddress: 'amira@' }, 'emailAddress', enrolmentMessages.emailInvalid],
        [{ adiNumber: '12ab' }, 'adiNumber', enrolmentMessages.adiInvalid],
        [{ startDate: addDays(-1) }, 'startDate', enrolmentMessages.startDateInPast],
        [{ firstName: '  ' }, 'firstName', enrolmentMessages.required],
        [{ dateOfBirth: addDays(-365) }, 'dateOfBirth', enrolmentMessages.dateOfBirthInvalid],
      ];
      const before = (await list(m.adminBoth)).length;
      for (const [fields, field, message] of cases) {
        const answer = await enrol(m.allocAa, fields);
        expect([answer.errors?.[0]?.extensions?.field, answer.errors?.[0]?.message]).toEqual([field, message]);
      }
      expect(await list(m.adminBoth)).toHaveLength(before);
    });

    it('refuses a second enrolment in progress for the same ADI number', async () => {
      const first = await enrolled();
      const again = await enrol(m.allocAa, { adiNumber: first.enrolment.adiNumber });
      expect(again.errors?.[0]?.message).toBe(enrolmentMessages.adiTaken);
    });
  });

  it('texts the onboarding link, lists the enrolment for its brand only, and audits it', async () => {
    const before = await texts();
    const { textSent, enrolment } = await enrolled(m.allocAa);
    expect(textSent).toBe(true);
    expect(enrolment).toMatchObject({
      state: 'Invited',
      brand: 'AADS',
      franchiseName: `${aaProposition.name} 12 months`,
      weeklyPayment: aaProposition.weeklyPayment,
    });
    expect(enrolment.linkSentAt).not.toBeNull();
    const sent = (await texts()).filter((x) => !before.some((b) => b.id === x.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toNumber).toBe(`+447${String(enrolment.mobile).slice(2)}`);
    expect(linkIn(sent[0]!.body)).toMatchObject({ brand: 'aa', agreementKey: enrolment.id });

    expect((await list(m.allocAa)).map((e) => e.id)).toContain(enrolment.id);
    expect((await list(m.allocBsm)).map((e) => e.id)).not.toContain(enrolment.id);
    expect(reasonOf(await officeGql(t, DETAIL, { id: enrolment.id }, m.allocBsm.cookie))).toBe('NOT_FOUND/NOT_FOUND');
    expect((await trail(enrolment.id)).map((r) => r.operation)).toEqual(['enrolFranchisee']);
  });

  it('follows the journey step by step with times, and the finished franchisee is an instructor in the directory', async () => {
    const { enrolment } = await enrolled(m.allocAa, { firstName: 'Nadia', lastName: 'Ortiz' });
    const sent = (await texts()).find((x) => x.body.includes(enrolment.id))!;
    const link = linkIn(sent.body);
    t.clock.advance(60_000);
    const token = (await verify(link, String(enrolment.email))).data!.onboardInstructorLogin.accessToken;
    expect((await detail(m.allocAa, enrolment.id)).enrolment).toMatchObject({ state: 'InProgress' });

    t.clock.advance(60_000);
    const bank = {
      personKey: link.personKey,
      nameOnAccount: 'Nadia Ortiz',
      accountNumber: '66374958',
      sortCode: '08-99-99',
    };
    expect((await portal(BANK, { input: bank }, token)).errors).toBeUndefined();
    const docs = (
      await portal<{ franchiseAgreement: { documents: Array<{ kind: string; url: string }> } }>(
        AGREEMENT,
        { key: link.agreementKey },
        token,
      )
    ).data!.franchiseAgreement.documents;
    const half = await detail(m.allocAa, enrolment.id);
    expect(half.enrolment.bankDetailsAt).not.toBeNull();
    expect(half.enrolment.signedAt).toBeNull();
    for (const doc of docs) {
      expect((await t.app.inject({ method: 'GET', url: doc.url })).statusCode).toBe(200);
      expect((await portal(SIGN, { key: link.agreementKey, kind: doc.kind }, token)).errors).toBeUndefined();
    }
    t.clock.advance(60_000);
    expect((await portal(ACCEPT, { key: link.agreementKey }, token)).errors).toBeUndefined();

    const done = await detail(m.allocAa, enrolment.id);
    expect(done.enrolment).toMatchObject({ state: 'Signed', documentsAccepted: 4 });
    const { verifiedAt, bankDetailsAt, signedAt } = done.enrolment;
    expect(verifiedAt! < bankDetailsAt!).toBe(true);
    expect(bankDetailsAt! <= signedAt!).toBe(true);
    expect(done.documents.every((d) => d.acceptedAt && d.url && d.sha256)).toBe(true);
    const kinds = done.evidence.map((e) => e.kind);
    expect(kinds[0]).toBe('LinkSent');
    expect(kinds).toEqual(
      expect.arrayContaining(['Verified', 'BankDetailsSaved', 'DocumentViewed', 'DocumentAccepted']),
    );
    expect(kinds.at(-1)).toBe('AgreementAccepted');

    // The signed agreement as accepted: for the office of its brand only.
    const agreementUrl = done.documents.find((d) => d.kind === 'FranchiseAgreement')!.url!;
    const pdf = await t.app.inject({ method: 'GET', url: agreementUrl, headers: { cookie: m.adminBoth.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const get = (cookie: string) => t.app.inject({ method: 'GET', url: agreementUrl, headers: { cookie } });
    expect((await get(m.allocBsm.cookie)).statusCode).toBe(404);
    expect((await get(m.support.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: agreementUrl })).statusCode).toBe(401);

    // In the directory: a new instructor of the brand, with the agreement's documents.
    const page = await officeGql<{
      officeInstructor: {
        adiNumber: string;
        franchises: Array<{ name: string }>;
        documents: Array<{ documentType: string }>;
      };
    }>(
      t,
      'query ($id: ID!) { officeInstructor(id: $id) { adiNumber franchises { name } documents { documentType } } }',
      { id: done.enrolment.instructorId },
      m.support.cookie,
    );
    expect(page.data?.officeInstructor.adiNumber).toBe(enrolment.adiNumber);
    expect(page.data?.officeInstructor.franchises.map((f) => f.name)).toContain(aaProposition.name);
    expect(page.data?.officeInstructor.documents.length).toBeGreaterThan(0);

    // Nothing more to send once signed.
    const resend = await officeGql(t, RESEND, { id: enrolment.id }, m.allocAa.cookie);
    expect(resend.errors?.[0]?.message).toBe(enrolmentMessages.alreadyAccepted);
  });

  it('expires a link (the journey refuses it) and resends it (it opens again), each audited, for its brand only', async () => {
    const { enrolment } = await enrolled(m.allocAa);
    const link = linkIn((await texts()).find((x) => x.body.includes(enrolment.id))!.body);
    expect(reasonOf(await officeGql(t, EXPIRE, { id: enrolment.id }, m.allocBsm.cookie))).toBe('NOT_FOUND/NOT_FOUND');

    const expired = await officeGql<{ expireEnrolmentLink: Enrolment }>(
      t,
      EXPIRE,
      { id: enrolment.id },
      m.adminBoth.cookie,
    );
    expect(expired.data?.expireEnrolmentLink.state).toBe('LinkExpired');
    const refused = await verify(link, String(enrolment.email));
    expect(refused.errors?.[0]?.message).toBe(onboardingMessages.sessionExpired);

    const before = await texts();
    const resent = await officeGql<{ resendEnrolmentLink: { textSent: boolean; enrolment: Enrolment } }>(
      t,
      RESEND,
      { id: enrolment.id },
      m.allocAa.cookie,
    );
    expect(resent.data?.resendEnrolmentLink).toMatchObject({
      textSent: true,
      enrolment: { state: 'Invited', linkExpiredAt: null },
    });
    expect((await texts()).length).toBe(before.length + 1);
    expect((await verify(link, String(enrolment.email))).data?.onboardInstructorLogin.accessToken).toBeTruthy();

    const operations = [
      ...(await t.services.audit.trail({ staffId: m.adminBoth.staffId }, 200)),
      ...(await t.services.audit.trail({ staffId: m.allocAa.staffId }, 200)),
    ]
      .filter((r) => r.targetId === enrolment.id)
      .map((r) => r.operation)
      .sort();
    expect(operations).toEqual(['enrolFranchisee', 'expireEnrolmentLink', 'resendEnrolmentLink']);
  });

  it('a locked link (five wrong answers) opens again when resent', async () => {
    const { enrolment } = await enrolled(m.allocAa);
    const link = linkIn((await texts()).find((x) => x.body.includes(enrolment.id))!.body);
    for (let i = 0; i < 5; i++) {
      await portal(LOGIN, {
        input: { ...link, email: 'x@example.com', postcode: 'LS6 2AA', dateOfBirth: '1990-05-06' },
      });
    }
    expect((await detail(m.allocAa, enrolment.id)).enrolment.state).toBe('Locked');
    await officeGql(t, RESEND, { id: enrolment.id }, m.allocAa.cookie);
    expect((await verify(link, String(enrolment.email))).errors).toBeUndefined();
  });

  it('a BSM member enrols a BSM franchisee on a BSM proposition', async () => {
    const { enrolment } = await enrolled(m.allocBsm, { brand: 'BSM', propositionId: bsmProposition.id });
    expect(enrolment.brand).toBe('BSM');
    const link = linkIn((await texts()).find((x) => x.body.includes(enrolment.id))!.body);
    expect(link.brand).toBe('bsm');
  });
});
