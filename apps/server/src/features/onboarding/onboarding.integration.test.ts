import { createHash } from 'node:crypto';
import { onboardingMessages as m } from '@portal/domain/onboarding';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import {
  documentFiles,
  documents as documentRows,
  franchiseAgreementDocuments,
  franchiseBankDetails,
  instructors,
  onboardingEvents,
} from '../../db/schema/index.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { seedOffers } from '../../seed/onboarding.seed.ts';
import { offerFranchise, unlockVerification } from './index.ts';

const LOGIN = `mutation ($input: OnboardInstructorLoginInput!) { onboardInstructorLogin(input: $input) { accessToken } }`;
const AGREEMENT = `query ($key: ID!) { franchiseAgreement(agreementKey: $key) {
  franchiseAgreementKey firstName surname dateOfBirth zipCode status duration leadType courseInstalments
  totalPayable { formatted } paymentDueWeekly { formatted }
  documents { kind documentName url version viewed accepted acceptedAt } bankDetails { nameOnAccount accountNumberEnding } } }`;
const BANK = `mutation ($input: BankDetailsInput!) { addBankDetails(input: $input) { nameOnAccount accountNumberEnding } }`;
const SIGN = `mutation ($key: ID!, $kind: OnboardingDocumentKind!) {
  signFranchiseAgreementDocument(agreementKey: $key, kind: $kind) { kind accepted acceptedAt version } }`;
const ACCEPT = 'mutation ($key: ID!) { acceptFranchiseAgreement(agreementKey: $key) }';
const UPDATE = 'mutation ($input: UpdateLeadInput!) { updateLead(input: $input) }';
const DDI = '{ getDDIDocumentUrl }';

type Answer<T> = {
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
};
type Doc = {
  kind: string;
  url: string;
  version: number;
  viewed: boolean;
  accepted: boolean;
  acceptedAt: string | null;
};
type Agreement = {
  franchiseAgreementKey: string;
  firstName: string;
  status: string;
  documents: Doc[];
  bankDetails: { nameOnAccount: string; accountNumberEnding: string } | null;
} & Record<string, unknown>;

const KINDS = ['PreContractInformation', 'DriverHandbook', 'ServiceIntervals', 'FranchiseAgreement'];
const GOOD_BANK = { nameOnAccount: 'Priya Shah', accountNumber: '66374958', sortCode: '08-99-99' };

describeIntegration('onboarding: verify, review, direct debit, documents and acceptance', (fx) => {
  let t: Fixture;
  let counter = 0;
  const base = seedOffers()[0]!.offer;

  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer<T>> => {
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
    return response.json();
  };
  /** A fresh offer of the office's, with its own ADI number. */
  const offer = async (fields: Partial<typeof base> = {}) => {
    counter += 1;
    return withDb(t.db, () => offerFranchise({ ...base, adiNumber: `3000${10 + counter}`, ...fields }));
  };
  const answers = (o: { leadId: string; agreementId: string }, fields: Record<string, string> = {}) => ({
    email: base.emailAddress.toUpperCase(),
    postcode: 'ls63hn',
    dateOfBirth: base.dateOfBirth,
    personKey: o.leadId,
    agreementKey: o.agreementId,
    brand: 'aa',
    ...fields,
  });
  const verify = async (o: { leadId: string; agreementId: string }) => {
    const answer = await gql<{ onboardInstructorLogin: { accessToken: string } }>(LOGIN, { input: answers(o) });
    expect(answer.errors).toBeUndefined();
    return answer.data!.onboardInstructorLogin.accessToken;
  };
  const read = async (key: string, token: string) => {
    const answer = await gql<{ franchiseAgreement: Agreement }>(AGREEMENT, { key }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.franchiseAgreement;
  };
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
  const sign = (key: string, kind: string, token: string) =>
    gql<{ signFranchiseAgreementDocument: Doc }>(SIGN, { key, kind }, token);

  beforeAll(() => {
    t = fx();
  });

  describe("Verify it's you", () => {
    it('gives a token only when postcode, date of birth and email all match (case and spaces aside)', async () => {
      const o = await offer();
      const wrongs: Array<Record<string, string>> = [
        { postcode: 'LS6 3HP' },
        { dateOfBirth: '1988-03-15' },
        { email: 'someone@example.com' },
      ];
      for (const wrong of wrongs) {
        const answer = await gql(LOGIN, { input: answers(o, wrong) });
        expect(answer.errors?.[0]?.message).toBe(m.verificationFailed);
        expect(answer.errors?.[0]?.extensions?.reason).toBe('VERIFICATION_FAILED');
      }
      const other = await offer();
      const swapped = await gql(LOGIN, { input: answers(o, { personKey: other.leadId }) });
      expect(swapped.errors?.[0]?.message).toBe(m.verificationFailed);
      const wrongBrand = await gql(LOGIN, { input: answers(o, { brand: 'bsm' }) });
      expect(wrongBrand.errors?.[0]?.message).toBe(m.verificationFailed);
      expect(await verify(o)).toMatch(/^ob1\./);
    });

    it('locks the agreement after five wrong answers, even to the right ones, until the office unlocks it', async () => {
      const o = await offer();
      for (let i = 0; i < 5; i++) await gql(LOGIN, { input: answers(o, { postcode: 'LS1 1AA' }) });
      const locked = await gql(LOGIN, { input: answers(o) });
      expect(locked.errors?.[0]?.message).toBe(m.verificationFailed);
      await withDb(t.db, () => unlockVerification(o.agreementId));
      expect(await verify(o)).toBeTruthy();
    });

    it('allows one verification per request', async () => {
      const o = await offer();
      const answer = await gql(
        `mutation ($a: OnboardInstructorLoginInput!) { a: onboardInstructorLogin(input: $a) { accessToken } b: onboardInstructorLogin(input: $a) { accessToken } }`,
        { a: answers(o) },
      );
      expect(answer.errors?.[0]?.message).toBe('Only one sign-in step may be sent per request');
    });
  });

  describe('the token', () => {
    it('reads only its own agreement and person, and nothing without it or once expired', async () => {
      const mine = await offer();
      const theirs = await offer();
      const token = await verify(mine);
      expect((await read(mine.agreementId, token)).franchiseAgreementKey).toBe(mine.agreementId);

      const foreign = await gql(AGREEMENT, { key: theirs.agreementId }, token);
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const foreignBank = await gql(BANK, { input: { personKey: theirs.leadId, ...GOOD_BANK } }, token);
      expect(foreignBank.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const foreignSign = await sign(theirs.agreementId, 'PreContractInformation', token);
      expect(foreignSign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const foreignAccept = await gql(ACCEPT, { key: theirs.agreementId }, token);
      expect(foreignAccept.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      for (const bad of [undefined, `${token}x`, token.replace('ob1.', 'ob2.')]) {
        const answer = await gql(AGREEMENT, { key: mine.agreementId }, bad);
        expect(answer.errors?.[0]?.message).toBe(m.sessionExpired);
        expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      t.clock.advance(121 * 60_000);
      const late = await gql(AGREEMENT, { key: mine.agreementId }, token);
      expect(late.errors?.[0]?.extensions?.reason).toBe('ONBOARDING_SESSION_EXPIRED');
    });

    it('does not sign anyone in as an instructor', async () => {
      const o = await offer();
      const token = await verify(o);
      const me = await gql<{ me: unknown }>('{ me { id } }', {}, token);
      expect(me.data?.me).toBeNull();
      const learners = await gql('query ($id: ID!) { instructor(id: $id) { id } }', { id: o.leadId }, token);
      expect(learners.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('bank details', () => {
    it("refuses the spec's bad forms and a failed modulus check, changing nothing", async () => {
      const o = await offer();
      const token = await verify(o);
      const cases: Array<[Record<string, string>, string]> = [
        [{ nameOnAccount: '  ' }, m.nameOnAccountRequired],
        [{ accountNumber: '6637495x' }, m.accountNumberInvalid],
        [{ accountNumber: '6637495' }, m.accountNumberLength],
        [{ sortCode: '08999a' }, m.sortCodeInvalid],
        [{ sortCode: '0899' }, m.sortCodeLength],
        [{ accountNumber: '66374959' }, m.modulusCheckFailed],
      ];
      for (const [change, message] of cases) {
        const answer = await gql(BANK, { input: { personKey: o.leadId, ...GOOD_BANK, ...change } }, token);
        expect(answer.errors?.[0]?.message).toBe(message);
      }
      expect((await read(o.agreementId, token)).bankDetails).toBeNull();
    });

    it('stores them sealed and shows back only the last four digits', async () => {
      const o = await offer();
      const token = await verify(o);
      const saved = await gql<{ addBankDetails: unknown }>(
        BANK,
        { input: { personKey: o.leadId, ...GOOD_BANK } },
        token,
      );
      expect(saved.data?.addBankDetails).toEqual({ nameOnAccount: 'Priya Shah', accountNumberEnding: '****4958' });
      const [row] = await t.db.select().from(franchiseBankDetails).where(eq(franchiseBankDetails.leadId, o.leadId));
      expect(row!.sealed).not.toContain('66374958');
      expect(Buffer.from(row!.sealed, 'base64url').toString('latin1')).not.toContain('66374958');
      expect(row!.accountLast4).toBe('4958');
      expect((await read(o.agreementId, token)).bankDetails?.accountNumberEnding).toBe('****4958');
    });
  });

  describe('documents and acceptance', () => {
    it('enforces the order on the server, keeps the evidence, enrols the instructor, and a second accept changes nothing', async () => {
      const o = await offer();
      const token = await verify(o);
      const agreement = await read(o.agreementId, token);
      expect(agreement.documents.map((d) => d.kind)).toEqual(KINDS);

      const early = await gql(ACCEPT, { key: o.agreementId }, token);
      expect(early.errors?.[0]?.message).toBe(m.documentsNotAccepted);
      const unviewed = await sign(o.agreementId, 'PreContractInformation', token);
      expect(unviewed.errors?.[0]?.message).toBe(m.documentNotViewed);
      const second = await sign(o.agreementId, 'DriverHandbook', token);
      expect(second.errors?.[0]?.message).toBe(m.documentOutOfOrder);

      const hashes: string[] = [];
      for (const doc of agreement.documents) {
        const file = await fetchFile(doc.url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        hashes.push(createHash('sha256').update(file.rawPayload).digest('hex'));
        const signed = await sign(o.agreementId, doc.kind, token);
        expect(signed.errors).toBeUndefined();
        expect(signed.data?.signFranchiseAgreementDocument.accepted).toBe(true);
      }
      const first = (await read(o.agreementId, token)).documents[0]!;
      const again = await sign(o.agreementId, 'PreContractInformation', token);
      expect(again.data?.signFranchiseAgreementDocument.acceptedAt).toBe(first.acceptedAt);

      const noBank = await gql(ACCEPT, { key: o.agreementId }, token);
      expect(noBank.errors?.[0]?.message).toBe(m.bankDetailsMissing);
      await gql(BANK, { input: { personKey: o.leadId, ...GOOD_BANK } }, token);
      expect((await gql(ACCEPT, { key: o.agreementId }, token)).data).toEqual({ acceptFranchiseAgreement: true });
      expect((await gql(ACCEPT, { key: o.agreementId }, token)).data).toEqual({ acceptFranchiseAgreement: true });

      const events = await t.db.select().from(onboardingEvents).where(eq(onboardingEvents.agreementId, o.agreementId));
      const accepted = events.filter((e) => e.kind === 'AgreementAccepted');
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.address).toBe('127.0.0.1');
      const documents = accepted[0]!.documents as Array<{ kind: string; sha256: string; version: number }>;
      expect(documents.map((d) => d.kind)).toEqual(KINDS);
      expect(documents.map((d) => d.sha256)).toEqual(hashes);
      expect(events.filter((e) => e.kind === 'DocumentViewed')).toHaveLength(4);
      expect((await read(o.agreementId, token)).status).toBe('Accepted');

      const enrolled = await t.db
        .select()
        .from(instructors)
        .where(eq(instructors.adiNumber, `3000${10 + counter}`));
      expect(enrolled).toHaveLength(1);

      // Issue 23 defect 8: the signed agreement and the accepted documents are under their documents, the very
      // files accepted, with the slots the welcome page asks them to fill; home counts those as first steps.
      const viewer = { instructorId: enrolled[0]!.id };
      const listed = await t.services.details.listCustomerAndFranchiseDocuments(viewer, enrolled[0]!.personId);
      expect(listed.franchiseDocuments.map((d) => [d.documentType, d.status, d.uploadedBy])).toEqual(
        agreement.documents.map((d) => [
          (d as unknown as { documentName: string }).documentName,
          'APPROVED',
          'Accepted by you',
        ]),
      );
      const acceptedFiles = await t.db
        .select({ blobKey: franchiseAgreementDocuments.blobKey })
        .from(franchiseAgreementDocuments)
        .where(eq(franchiseAgreementDocuments.agreementId, o.agreementId));
      const filed = await t.db
        .select({ blobKey: documentFiles.blobKey })
        .from(documentFiles)
        .innerJoin(documentRows, eq(documentRows.id, documentFiles.documentId))
        .where(eq(documentRows.instructorId, viewer.instructorId));
      expect(filed.map((f) => f.blobKey).sort()).toEqual(acceptedFiles.map((a) => a.blobKey).sort());
      expect(listed.franchiseDocuments.every((d) => d.url)).toBe(true);
      expect(listed.customerDocuments.map((d) => [d.documentType, d.status])).toEqual([
        ['ADI badge', 'OUTSTANDING'],
        ['Driving licence', 'OUTSTANDING'],
        ['Insurance certificate', 'OUTSTANDING'],
      ]);
      const agreements = await t.services.details.listAgreementDocuments(viewer, enrolled[0]!.personId);
      expect(agreements.map((a) => [a.agreementName, a.active, a.documents.length])).toEqual([
        [base.franchiseName, true, 4],
      ]);
      expect(await t.services.details.countDocumentsToUpload(viewer)).toBe(3);
    });

    it('takes the calls as spec 4 sends them: verify without agreementKey, sign without kind (the next document)', async () => {
      const o = await offer();
      const { agreementKey: _left, ...spec4 } = answers(o);
      const wrong = await gql(LOGIN, { input: { ...spec4, postcode: 'LS1 1AA' } });
      expect(wrong.errors?.[0]?.message).toBe(m.verificationFailed);
      const other = await offer();
      const theirs = await gql<{ onboardInstructorLogin: { accessToken: string } }>(LOGIN, {
        input: { ...spec4, personKey: other.leadId },
      });
      const theirToken = theirs.data!.onboardInstructorLogin.accessToken;
      expect((await gql(AGREEMENT, { key: o.agreementId }, theirToken)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      const verified = await gql<{ onboardInstructorLogin: { accessToken: string } }>(LOGIN, { input: spec4 });
      expect(verified.errors).toBeUndefined();
      const token = verified.data!.onboardInstructorLogin.accessToken;
      const agreement = await read(o.agreementId, token);
      expect(agreement.franchiseAgreementKey).toBe(o.agreementId);
      expect((await gql(AGREEMENT, { key: other.agreementId }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const next = `mutation ($key: ID!) { signFranchiseAgreementDocument(agreementKey: $key) { kind accepted } }`;
      const unviewed = await gql(next, { key: o.agreementId }, token);
      expect(unviewed.errors?.[0]?.message).toBe(m.documentNotViewed);
      const signed: string[] = [];
      for (const doc of agreement.documents) {
        await fetchFile(doc.url);
        const answer = await gql<{ signFranchiseAgreementDocument: Doc }>(next, { key: o.agreementId }, token);
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.signFranchiseAgreementDocument.accepted).toBe(true);
        signed.push(answer.data!.signFranchiseAgreementDocument.kind);
      }
      expect(signed).toEqual(KINDS);
      expect((await gql(next, { key: other.agreementId }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it("writes the franchisee's details into the agreement, and the direct-debit instruction as a PDF", async () => {
      const o = await offer({ firstName: 'Zainab', surname: 'Qureshi' });
      const token = await verify(o);
      const agreement = await read(o.agreementId, token);
      const pdf = (await fetchFile(agreement.documents[3]!.url)).rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const ddi = await gql<{ getDDIDocumentUrl: string }>(DDI, {}, token);
      const ddiFile = await fetchFile(ddi.data!.getDDIDocumentUrl);
      expect(ddiFile.statusCode).toBe(200);
      expect(ddiFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await fetchFile(agreement.documents[0]!.url.replace(/\.[^.]+$/, '.x'))).statusCode).toBe(404);
      expect((await gql(DDI, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('personal details', () => {
    const update = (leadId: string, fields: Record<string, unknown> = {}) => ({
      id: leadId,
      salutation: 'Mrs',
      firstName: 'Priya',
      lastName: 'Shah-Khan',
      mobileNumber: '07700900399',
      emailAddress: ` ${base.emailAddress.toUpperCase()} `,
      address: { line1: '2 Otley Road', town: 'Leeds', postcode: 'ls6 4aa' },
      dateOfBirth: '1988-03-14',
      licenceNumber: 'shah9803148p99ab',
      communication: { marketing: { email: true, sms: false, phone: false, post: true }, reminder: { sms: true } },
      ...fields,
    });

    it('saves the modal, reloads with the new details, keeps the email, and makes a new agreement version', async () => {
      const o = await offer();
      const token = await verify(o);
      const before = await read(o.agreementId, token);
      await fetchFile(before.documents[0]!.url);
      const saved = await gql(UPDATE, { input: update(o.leadId) }, token);
      expect(saved.errors).toBeUndefined();
      const after = await read(o.agreementId, token);
      expect(after).toMatchObject({ surname: 'Shah-Khan', zipCode: 'LS6 4AA' });
      const reread = await gql<{ franchiseAgreement: { emailAddress: string } }>(
        `query ($key: ID!) { franchiseAgreement(agreementKey: $key) { emailAddress } }`,
        { key: o.agreementId },
        token,
      );
      expect(reread.data?.franchiseAgreement.emailAddress).toBe(base.emailAddress);
      expect(after.documents[0]).toMatchObject({ version: 2, viewed: false });
      expect(after.documents[1]).toMatchObject({ version: 1 });
    });

    it('takes the title Dr (spec 4 salutations) and stores it', async () => {
      const o = await offer();
      const token = await verify(o);
      const saved = await gql(UPDATE, { input: update(o.leadId, { salutation: 'Dr' }) }, token);
      expect(saved.errors).toBeUndefined();
      const title = await gql<{ franchiseAgreement: { title: string } }>(
        `query ($key: ID!) { franchiseAgreement(agreementKey: $key) { title } }`,
        { key: o.agreementId },
        token,
      );
      expect(title.data?.franchiseAgreement.title).toBe('Dr');
    });

    it('refuses a changed email address with a message, changing nothing', async () => {
      const o = await offer();
      const token = await verify(o);
      const changed = await gql(UPDATE, { input: update(o.leadId, { emailAddress: 'changed@example.com' }) }, token);
      expect(changed.errors?.[0]).toMatchObject({
        message: m.emailReadOnly,
        extensions: { code: 'BAD_USER_INPUT', field: 'emailAddress' },
      });
      const after = await read(o.agreementId, token);
      expect(after.surname).toBe('Shah');
      expect(after.documents[0]).toMatchObject({ version: 1 });
      const email = await gql<{ franchiseAgreement: { emailAddress: string } }>(
        `query ($key: ID!) { franchiseAgreement(agreementKey: $key) { emailAddress } }`,
        { key: o.agreementId },
        token,
      );
      expect(email.data?.franchiseAgreement.emailAddress).toBe(base.emailAddress);
    });

    it('refuses a future date of birth and another person, changing nothing', async () => {
      const o = await offer();
      const token = await verify(o);
      const future = await gql(UPDATE, { input: update(o.leadId, { dateOfBirth: '2026-12-01' }) }, token);
      expect(future.errors?.[0]?.message).toBe(m.futureDateOfBirth);
      const other = await offer();
      const foreign = await gql(UPDATE, { input: update(other.leadId) }, token);
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await read(o.agreementId, token)).surname).toBe('Shah');
    });
  });
});
