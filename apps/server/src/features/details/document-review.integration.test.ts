import { documentReviewMessages as m } from '@portal/domain/details';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor, type TestInstructor } from '../../../test/instructor-fixture.ts';
import { addSignedInStaff, officeGql, type SignedInStaff } from '../../../test/office-staff.ts';
import { signIn } from '../../../test/sign-in.ts';

/* Issue 24 §5: the office's document review - the queue, the file, approve or reject, what expires soon. */

const START = new Date('2030-03-11T10:00:00Z'); // a Monday; the UK day is 2030-03-11
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FIELDS =
  'id documentType status expiry hasExpiry rejectionReason fileType fileUrl instructor { id adiNumber lastName brands }';
const QUEUE = `query ($brand: BrandCode, $limit: Int, $after: String) {
  documentReviewQueue(brand: $brand, limit: $limit, after: $after) { nextPage items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { reviewDocument(id: $id) { ${FIELDS} } }`;
const EXPIRING = `query ($brand: BrandCode, $limit: Int, $after: String) {
  expiringDocuments(brand: $brand, limit: $limit, after: $after) { nextPage items { ${FIELDS} } } }`;
const APPROVE = `mutation ($input: ApproveDocumentInput!) { approveDocument(input: $input) { ${FIELDS} } }`;
const REJECT = `mutation ($input: RejectDocumentInput!) { rejectDocument(input: $input) { ${FIELDS} } }`;

type Row = {
  id: string;
  documentType: string;
  status: string;
  expiry: string | null;
  hasExpiry: boolean;
  rejectionReason: string | null;
  fileType: string | null;
  fileUrl: string | null;
  instructor: { id: string; adiNumber: string; lastName: string; brands: string[] };
};
type Page = { nextPage: string | null; items: Row[] };
type Queue = { documentReviewQueue: Page };

const PORTAL = `query ($id: ID!, $p: ID!) {
  instructor(id: $id) { todaysThingsToDo { kind count } }
  customerAndFranchiseDocumentsByPerson(personKey: $p) { customerDocuments { id status rejectionReason canUpload } }
}`;
type PortalAnswer = {
  instructor: { todaysThingsToDo: Array<{ kind: string; count: number }> };
  customerAndFranchiseDocumentsByPerson: {
    customerDocuments: Array<{ id: string; status: string; rejectionReason: string | null; canUpload: boolean }>;
  };
};

const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

describeIntegration('office: document review', { start: START }, (fx) => {
  let t: Fixture;
  let aa: TestInstructor;
  let bsm: TestInstructor;
  let both: TestInstructor;
  const staff = {} as Record<'all' | 'aaOnly' | 'bsmOnly' | 'allocations', SignedInStaff>;
  const docs = {} as Record<string, string>;

  /** An upload through the portal's own use case, a minute after the one before. */
  const upload = async (who: TestInstructor, documentName: string, bytes = PDF) => {
    t.clock.advance(60_000);
    const doc = await t.services.details.addNewDocument(
      { instructorId: who.instructorId },
      { documentName },
      {
        bytes,
        fileName: `${documentName}.bin`,
      },
    );
    docs[`${who.adiNumber}:${documentName}`] = doc.id;
    return doc.id;
  };
  const mine = (items: Row[]) =>
    items.filter((d) => [aa, bsm, both].some((i) => i.instructorId === d.instructor.id)).map((d) => d.id);
  const queueAs = async (who: SignedInStaff, variables: Record<string, unknown> = {}) => {
    const answer = await officeGql<Queue>(t, QUEUE, { limit: 100, ...variables }, who.cookie);
    expect(answer.errors).toBeUndefined();
    return answer.data!.documentReviewQueue;
  };

  const expiringAs = async (who: SignedInStaff, variables: Record<string, unknown> = {}) => {
    const answer = await officeGql<{ expiringDocuments: Page }>(t, EXPIRING, variables, who.cookie);
    expect(answer.errors).toBeUndefined();
    return answer.data!.expiringDocuments;
  };

  beforeAll(async () => {
    t = fx();
    aa = t.instructor;
    bsm = await addInstructor(t.db, { franchises: ['bsm-full-manual'] });
    both = await addInstructor(t.db, { franchises: ['aa-full-manual', 'bsm-full-manual'] });
    staff.all = await addSignedInStaff(t, { roles: ['Support'], brands: ['AADS', 'BSM'], name: 'Sam Support' });
    staff.aaOnly = await addSignedInStaff(t, { roles: ['Support'], brands: ['AADS'] });
    staff.bsmOnly = await addSignedInStaff(t, { roles: ['Support'], brands: ['BSM'] });
    staff.allocations = await addSignedInStaff(t, { roles: ['Allocations', 'Admin'], brands: ['AADS', 'BSM'] });
    await upload(aa, 'ADI badge');
    await upload(bsm, 'Driving licence', PNG);
    await upload(both, 'Insurance certificate');
    await upload(aa, 'Proof of address');
    await upload(aa, 'DBS certificate');
  });

  it("queues waiting documents oldest first, with the instructor and type, within the member's brands", async () => {
    const all = await queueAs(staff.all);
    const expected = [
      docs[`${aa.adiNumber}:ADI badge`],
      docs[`${bsm.adiNumber}:Driving licence`],
      docs[`${both.adiNumber}:Insurance certificate`],
      docs[`${aa.adiNumber}:Proof of address`],
      docs[`${aa.adiNumber}:DBS certificate`],
    ];
    expect(mine(all.items)).toEqual(expected);
    const licence = all.items.find((d) => d.id === expected[1])!;
    expect(licence).toMatchObject({
      documentType: 'Driving licence',
      status: 'FOR_APPROVAL',
      hasExpiry: true,
      fileType: 'image/png',
      fileUrl: `/office/api/documents/${expected[1]}/file`,
      instructor: { adiNumber: bsm.adiNumber, lastName: `Instructor ${bsm.adiNumber}`, brands: ['BSM'] },
    });
    expect(all.items.find((d) => d.id === expected[2])!.instructor.brands).toEqual(['AADS', 'BSM']);
    expect(mine((await queueAs(staff.aaOnly)).items)).toEqual([expected[0], expected[2], expected[3], expected[4]]);
    expect(mine((await queueAs(staff.bsmOnly)).items)).toEqual([expected[1], expected[2]]);
    expect(mine((await queueAs(staff.all, { brand: 'BSM' })).items)).toEqual([expected[1], expected[2]]);
    expect(mine((await queueAs(staff.bsmOnly, { brand: 'AADS' })).items)).toEqual([]);
  });

  it('pages the queue from where each page ended, until no next page', async () => {
    const whole = await queueAs(staff.all, { limit: 100 });
    expect(whole.nextPage).toBeNull();
    const first = await queueAs(staff.all, { limit: 2 });
    const second = await queueAs(staff.all, { limit: 2, after: first.nextPage });
    expect([...first.items, ...second.items].map((d) => d.id)).toEqual(whole.items.slice(0, 4).map((d) => d.id));
    const pages: Row[] = [];
    let after: string | null = null;
    do {
      const page: Queue['documentReviewQueue'] = await queueAs(staff.all, { limit: 3, after });
      pages.push(...page.items);
      after = page.nextPage;
    } while (after);
    expect(pages.map((d) => d.id)).toEqual(whole.items.map((d) => d.id));
    const gone = await officeGql(t, QUEUE, { after: 'page-2' }, staff.all.cookie);
    expect(gone.errors?.[0]?.message).toBe('That page of the queue is no longer there: reload the queue');
  });

  it('refuses every operation to a member without the Support role, and to no session', async () => {
    const id = docs[`${aa.adiNumber}:ADI badge`];
    const calls: Array<[string, Record<string, unknown>]> = [
      [QUEUE, {}],
      [ONE, { id }],
      [EXPIRING, {}],
      [APPROVE, { input: { documentId: id, expiry: '2031-01-01' } }],
      [REJECT, { input: { documentId: id, reason: 'No' } }],
    ];
    for (const [query, variables] of calls) {
      expect(codeOf(await officeGql(t, query, variables, staff.allocations.cookie))).toBe('FORBIDDEN');
      expect(codeOf(await officeGql(t, query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(
      (await officeGql<{ reviewDocument: Row }>(t, ONE, { id }, staff.all.cookie)).data?.reviewDocument.status,
    ).toBe('FOR_APPROVAL');
  });

  it("gives NOT_FOUND for another brand's document, and changes nothing", async () => {
    const id = docs[`${aa.adiNumber}:ADI badge`];
    for (const [query, variables] of [
      [ONE, { id }],
      [APPROVE, { input: { documentId: id, expiry: '2031-01-01' } }],
      [REJECT, { input: { documentId: id, reason: 'Blurred' } }],
    ] as const) {
      expect(codeOf(await officeGql(t, query, variables, staff.bsmOnly.cookie))).toBe('NOT_FOUND');
    }
    expect(codeOf(await officeGql(t, ONE, { id: 'not-a-uuid' }, staff.all.cookie))).toBe('NOT_FOUND');
    const answer = await officeGql<{ reviewDocument: Row }>(t, ONE, { id }, staff.aaOnly.cookie);
    expect(answer.data?.reviewDocument.status).toBe('FOR_APPROVAL');
    const bothDoc = docs[`${both.adiNumber}:Insurance certificate`];
    expect(codeOf(await officeGql(t, ONE, { id: bothDoc }, staff.bsmOnly.cookie))).toBe('OK');
  });

  describe('the download route', () => {
    const get = async (id: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/office/api/documents/${id}/file`, headers: cookie ? { cookie } : {} });

    it('sends the file as an attachment named by its detected type, never sniffed, sandboxed', async () => {
      const id = docs[`${bsm.adiNumber}:Driving licence`]!;
      const response = await get(id, staff.bsmOnly.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${bsm.adiNumber} Driving licence.png"; filename*=UTF-8''${bsm.adiNumber}%20Driving%20licence.png`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it("refuses no session (401), another role (403), another brand's or an unknown document (404)", async () => {
      const id = docs[`${aa.adiNumber}:ADI badge`]!;
      expect((await get(id)).statusCode).toBe(401);
      expect((await get(id, staff.allocations.cookie)).statusCode).toBe(403);
      expect((await get(id, staff.bsmOnly.cookie)).statusCode).toBe(404);
      expect((await get('00000000-0000-4000-8000-000000000000', staff.all.cookie)).statusCode).toBe(404);
      expect((await get('..%2F..%2Fetc', staff.all.cookie)).statusCode).toBe(404);
      expect((await get(id, await t.session())).statusCode).toBe(401);
      expect((await get(id, staff.aaOnly.cookie)).statusCode).toBe(200);
    });
  });

  describe('approve', () => {
    it('asks a type that expires for a date after today, refuses one for a type that does not', async () => {
      const badge = docs[`${aa.adiNumber}:ADI badge`];
      const address = docs[`${aa.adiNumber}:Proof of address`];
      const attempt = async (documentId: string | undefined, expiry?: string) => {
        const answer = await officeGql(t, APPROVE, { input: { documentId, expiry } }, staff.all.cookie);
        return [codeOf(answer), answer.errors?.[0]?.message ?? null];
      };
      expect(await attempt(badge)).toEqual(['BAD_USER_INPUT', m.expiryRequired]);
      expect(await attempt(badge, '2030-03-11')).toEqual(['BAD_USER_INPUT', m.expiryNotFuture]);
      expect((await attempt(badge, '2030-02-30'))[0]).toBe('BAD_USER_INPUT');
      expect(await attempt(address, '2031-01-01')).toEqual(['BAD_USER_INPUT', m.expiryNotExpected]);
      const one = await officeGql<{ reviewDocument: Row }>(t, ONE, { id: badge }, staff.all.cookie);
      expect(one.data?.reviewDocument).toMatchObject({ status: 'FOR_APPROVAL', expiry: null });
      expect(await t.services.audit.trail({ instructorId: aa.instructorId })).toEqual([]);
    });

    it('approves with the expiry, audited with before and after, and only once (CONFLICT)', async () => {
      const badge = docs[`${aa.adiNumber}:ADI badge`];
      const answer = await officeGql<{ approveDocument: Row }>(
        t,
        APPROVE,
        { input: { documentId: badge, expiry: '2030-03-21' } },
        staff.all.cookie,
      );
      expect(answer.data?.approveDocument).toMatchObject({ status: 'APPROVED', expiry: '2030-03-21' });
      const again = await officeGql(
        t,
        APPROVE,
        { input: { documentId: badge, expiry: '2030-04-21' } },
        staff.all.cookie,
      );
      expect([codeOf(again), again.errors?.[0]?.extensions?.reason]).toEqual(['CONFLICT', 'DOCUMENT_NOT_WAITING']);
      const rejected = await officeGql(t, REJECT, { input: { documentId: badge, reason: 'Late' } }, staff.all.cookie);
      expect(codeOf(rejected)).toBe('CONFLICT');
      const [row, ...rest] = await t.services.audit.trail({ instructorId: aa.instructorId });
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        staffId: staff.all.staffId,
        operation: 'approveDocument',
        targetType: 'document',
        targetId: badge,
        before: { status: 'FOR_APPROVAL', expiry: null, rejectionReason: null },
        after: { status: 'APPROVED', expiry: '2030-03-21', rejectionReason: null },
      });
      const address = docs[`${aa.adiNumber}:Proof of address`];
      const plain = await officeGql<{ approveDocument: Row }>(
        t,
        APPROVE,
        { input: { documentId: address } },
        staff.all.cookie,
      );
      expect(plain.data?.approveDocument).toMatchObject({ status: 'APPROVED', expiry: null, hasExpiry: false });
      expect(mine((await queueAs(staff.all)).items)).not.toContain(badge);
    });

    it('lets exactly one of two racing reviews win; the other gets CONFLICT', async () => {
      const id = await upload(both, 'PDI badge');
      const member = {
        staffId: staff.all.staffId,
        name: 'Sam Support',
        email: 'sam@office.example',
        roles: ['Support'],
        brands: ['AADS', 'BSM'],
      } as const;
      const outcomes = await Promise.allSettled([
        t.services.details.approveDocument(member, { documentId: id, expiry: '2033-01-01' }),
        t.services.details.rejectDocument(member, { documentId: id, reason: 'Wrong person' }),
        t.services.details.approveDocument(member, { documentId: id, expiry: '2034-01-01' }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const failed of outcomes.filter((o) => o.status === 'rejected'))
        expect((failed.reason as { reason: string }).reason).toBe('DOCUMENT_NOT_WAITING');
      const trail = await t.services.audit.trail({ instructorId: both.instructorId });
      expect(trail.filter((r) => r.targetId === id)).toHaveLength(1);
    });
  });

  describe('reject', () => {
    it('requires a reason of at most 500 characters', async () => {
      const id = docs[`${both.adiNumber}:Insurance certificate`];
      for (const [reason, message] of [
        ['   ', m.reasonRequired],
        ['x'.repeat(501), m.reasonTooLong(500)],
      ]) {
        const answer = await officeGql(t, REJECT, { input: { documentId: id, reason } }, staff.all.cookie);
        expect([codeOf(answer), answer.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', message]);
      }
    });

    it('rejects with a reason the instructor sees beside the document at once, with the home reminder', async () => {
      const id = docs[`${both.adiNumber}:Insurance certificate`]!;
      const cookie = await signIn(t, both.adiNumber, both.password);
      const personKey = (await t.services.details.getProfile({ instructorId: both.instructorId })).personalDetails
        .personId;
      const portal = async () => {
        const answer = await t.gql<PortalAnswer>(PORTAL, { id: both.instructorId, p: personKey }, cookie);
        expect(answer.errors).toBeUndefined();
        const doc = answer.data!.customerAndFranchiseDocumentsByPerson.customerDocuments.find((d) => d.id === id);
        const reminder = answer.data!.instructor.todaysThingsToDo.find((r) => r.kind === 'UPLOAD_DOCUMENTS');
        return { doc, toUpload: reminder?.count };
      };
      const before = await portal();
      expect(before.doc).toEqual({ id, status: 'FOR_APPROVAL', rejectionReason: null, canUpload: false });
      const reason = 'The certificate has expired.\nPlease upload the current one.';
      const answer = await officeGql<{ rejectDocument: Row }>(
        t,
        REJECT,
        { input: { documentId: id, reason: `  ${reason} ` } },
        staff.bsmOnly.cookie,
      );
      expect(answer.data?.rejectDocument).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
      const after = await portal();
      expect(after.doc).toEqual({ id, status: 'REJECTED', rejectionReason: reason, canUpload: true });
      expect(after.toUpload).toBe((before.toUpload ?? 0) + 1);
      const [row] = (await t.services.audit.trail({ instructorId: both.instructorId })).filter(
        (r) => r.targetId === id,
      );
      expect(row).toMatchObject({
        staffId: staff.bsmOnly.staffId,
        operation: 'rejectDocument',
        before: { status: 'FOR_APPROVAL', expiry: null, rejectionReason: null },
        after: { status: 'REJECTED', expiry: null, rejectionReason: reason },
      });
      const again = await officeGql(t, REJECT, { input: { documentId: id, reason: 'Twice' } }, staff.all.cookie);
      expect(codeOf(again)).toBe('CONFLICT');
      // A new file sends it back for review: the reason goes, the queue has it again.
      await t.services.details.uploadDocument({ instructorId: both.instructorId }, id, {
        bytes: PDF,
        fileName: 'new.pdf',
      });
      expect((await portal()).doc).toEqual({ id, status: 'FOR_APPROVAL', rejectionReason: null, canUpload: false });
      expect(mine((await queueAs(staff.bsmOnly)).items)).toContain(id);
    });
  });

  it('lists approved documents expiring within 30 days, soonest first, per brand', async () => {
    const licence = docs[`${bsm.adiNumber}:Driving licence`];
    const late = await upload(aa, 'Driving licence');
    for (const [documentId, expiry] of [
      [licence, '2030-03-15'],
      [late, '2030-04-11'],
    ]) {
      const answer = await officeGql(t, APPROVE, { input: { documentId, expiry } }, staff.all.cookie);
      expect(answer.errors).toBeUndefined();
    }
    const expiring = async (who: SignedInStaff, brand?: string) =>
      (await expiringAs(who, { brand, limit: 100 })).items
        .filter((d) => mine([d]).length > 0)
        .map((d) => [d.id, d.expiry]);
    const badge = docs[`${aa.adiNumber}:ADI badge`];
    expect(await expiring(staff.all)).toEqual([
      [licence, '2030-03-15'],
      [badge, '2030-03-21'],
    ]);
    expect(await expiring(staff.all, 'AADS')).toEqual([[badge, '2030-03-21']]);
    expect(await expiring(staff.bsmOnly)).toEqual([[licence, '2030-03-15']]);
    t.clock.advance(5 * 24 * 3600_000); // 2030-03-16: the licence has expired, the late one is within 30 days
    const later = await addSignedInStaff(t, { roles: ['Support'], brands: ['AADS', 'BSM'] });
    expect(await expiring(later)).toEqual([
      [badge, '2030-03-21'],
      [late, '2030-04-11'],
    ]);
  });

  it('pages the expiring list from where each page ended, soonest first, until no next page', async () => {
    const desk = await addSignedInStaff(t, { roles: ['Support'], brands: ['AADS', 'BSM'] }); // the clock has moved on
    // Three more approved documents expiring in the window, two on the same day (the id orders those).
    const extra = [
      await upload(bsm, 'ADI badge'),
      await upload(both, 'Driving licence'),
      await upload(both, 'DBS certificate'),
    ];
    for (const [documentId, expiry] of [
      [extra[0], '2030-04-02'],
      [extra[1], '2030-04-02'],
      [extra[2], '2030-03-30'],
    ]) {
      const answer = await officeGql(t, APPROVE, { input: { documentId, expiry } }, desk.cookie);
      expect(answer.errors).toBeUndefined();
    }
    const whole = await expiringAs(desk, { limit: 100 });
    expect(whole.nextPage).toBeNull();
    const order = whole.items.map((d) => `${d.expiry} ${d.id}`);
    expect(order).toEqual([...order].sort());
    expect(whole.items.map((d) => d.id)).toEqual(expect.arrayContaining(extra));
    const pages: Row[] = [];
    let after: string | null = null;
    do {
      const page: Page = await expiringAs(desk, { limit: 2, after });
      expect(page.items.length).toBeLessThanOrEqual(2);
      pages.push(...page.items);
      after = page.nextPage;
    } while (after);
    expect(pages.map((d) => d.id)).toEqual(whole.items.map((d) => d.id));
    const gone = await officeGql(t, EXPIRING, { after: 'page-2' }, desk.cookie);
    expect([codeOf(gone), gone.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'That page of the list is no longer there: reload the list',
    ]);
  });
});
