import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { withDb } from '../../../test/with-db.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { seedDetailsFor } from '../../seed/details.seed.ts';
import { reviewDocument } from './index.ts';

const START = new Date('2030-03-10T10:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const DOCS = `query ($p: ID!) {
  customerAndFranchiseDocumentsByPerson(personKey: $p) {
    customerDocuments { id documentType status uploadedDate url canUpload }
    franchiseDocuments { id documentType url }
  }
}`;
const AGREEMENTS = `query ($p: ID!) {
  agreementsDocumentsByPerson(personKey: $p) { agreementName active fromDate toDate documents { documentType url viewUrl } }
}`;

type Doc = { id: string; documentType: string; status: string; url: string | null; canUpload: boolean };
type DocsAnswer = { customerAndFranchiseDocumentsByPerson: { customerDocuments: Doc[]; franchiseDocuments: Doc[] } };

/** A multipart body as a browser sends it: the fields, then the file. */
const multipart = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) => {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

describeIntegration('documents: lists, uploads and downloads', { start: START }, (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  let personKey: string;
  let otherCookie: string;
  const docs = async () => {
    const answer = await t.gqlAsViewer<DocsAnswer>(DOCS, { p: personKey });
    expect(answer.errors).toBeUndefined();
    return answer.data!.customerAndFranchiseDocumentsByPerson;
  };
  const docOf = async (type: string) => (await docs()).customerDocuments.find((d) => d.documentType === type)!;
  const upload = async (fields: Record<string, string>, file?: Parameters<typeof multipart>[1], cookie?: string) => {
    const body = multipart(fields, file);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, [CSRF_HEADER]: '1', cookie: cookie ?? (await t.session()) },
    });
    return { status: response.statusCode, body: response.json() as { id?: string; status?: string; error?: string } };
  };

  beforeAll(async () => {
    t = fx();
    await withDb(t.db, () => seedDetailsFor(t.instructor.instructorId, t.instructor.adiNumber, START));
    other = await addCalendarInstructor(t.db);
    await withDb(t.db, () => seedDetailsFor(other.instructorId, other.adiNumber, START));
    personKey = (await t.services.details.getProfile(t.viewer)).personalDetails.personId;
    otherCookie = await signIn(t, other.adiNumber, other.password);
  });

  it('lists own documents in every status, and the agreements with their documents as real PDFs', async () => {
    const { customerDocuments, franchiseDocuments } = await docs();
    expect(customerDocuments.map((d) => [d.documentType, d.status, d.canUpload])).toEqual([
      ['Driving licence', 'APPROVED', false],
      ['ADI badge', 'APPROVED', false],
      ['DBS certificate', 'OUTSTANDING', true],
      ['Insurance certificate', 'REJECTED', true],
      ['Proof of address', 'FOR_APPROVAL', false],
      ['Vehicle V5C', 'OUTSTANDING', true],
    ]);
    expect(franchiseDocuments).toHaveLength(8);
    const agreements = await t.gqlAsViewer<{
      agreementsDocumentsByPerson: Array<{ agreementName: string; active: boolean; documents: Array<{ url: string }> }>;
    }>(AGREEMENTS, { p: personKey });
    const [active, inactive] = agreements.data!.agreementsDocumentsByPerson;
    expect([active?.active, inactive?.active]).toEqual([true, false]);
    expect(active?.documents).toHaveLength(4);
    const pdf = await t.app.inject({
      method: 'GET',
      url: active!.documents[0]!.url,
      headers: { cookie: await t.session() },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Pre-contract Information.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another instructor's session cannot open the link.
    const stolen = await t.app.inject({
      method: 'GET',
      url: active!.documents[0]!.url,
      headers: { cookie: otherCookie },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("gives NOT_FOUND for another person's documents", async () => {
    for (const query of [DOCS, AGREEMENTS]) {
      const answer = await t.gqlAsViewer(query, { p: other.instructorId });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('uploads a rejected document: it goes for approval, and only its owner opens the file', async () => {
    const rejected = await docOf('Insurance certificate');
    const answer = await upload({ documentKey: rejected.id }, { name: 'insurance.pdf', bytes: PDF });
    expect(answer).toEqual({ status: 200, body: { id: rejected.id, status: 'FOR_APPROVAL' } });
    const after = await docOf('Insurance certificate');
    expect(after).toMatchObject({ status: 'FOR_APPROVAL', canUpload: false, uploadedDate: START.toISOString() });
    const file = await t.app.inject({ method: 'GET', url: after.url!, headers: { cookie: await t.session() } });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const stolen = await t.app.inject({ method: 'GET', url: after.url!, headers: { cookie: otherCookie } });
    expect(stolen.statusCode).toBe(404);
    // The office rejects it again; the next upload keeps the earlier file in the history.
    await withDb(t.db, () => reviewDocument(t.deps, { documentId: rejected.id, approved: false, by: 'Compliance' }));
    expect(await upload({ documentKey: rejected.id }, { name: 'photo.png', bytes: PNG })).toMatchObject({
      status: 200,
    });
    const history = await t.services.details.listDocumentFiles(t.viewer, rejected.id);
    expect(history.map((f) => [f.version, f.contentType, f.fileName])).toEqual([
      [1, 'application/pdf', 'Insurance certificate.pdf'],
      [2, 'application/pdf', 'insurance.pdf'],
      [3, 'image/png', 'photo.png'],
    ]);
  });

  it('refuses a renamed executable, an empty file and an oversized one, changing nothing', async () => {
    const dbs = await docOf('DBS certificate');
    const exe = await upload({ documentKey: dbs.id }, { name: 'scan.pdf', bytes: EXE, type: 'application/pdf' });
    expect(exe).toEqual({
      status: 415,
      body: { error: 'Only PDF, JPEG, PNG or HEIC files can be uploaded', reason: 'INVALID_INPUT' },
    });
    const empty = await upload({ documentKey: dbs.id }, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty).toEqual({
      status: 400,
      body: { error: 'The file is empty: choose another file', reason: 'INVALID_INPUT' },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload({ documentKey: dbs.id }, { name: 'big.pdf', bytes: big });
    expect(tooBig).toEqual({
      status: 413,
      body: { error: 'The file is larger than 10 MB: choose a smaller file', reason: 'INVALID_INPUT' },
    });
    expect(await docOf('DBS certificate')).toMatchObject({ status: 'OUTSTANDING', url: null });
    expect(await t.deps.blobs.exists(`documents/${t.instructor.instructorId}/${dbs.id}-1`)).toBe(false);
  });

  it('never uses the file name as a path', async () => {
    const v5c = await docOf('Vehicle V5C');
    const answer = await upload({ documentKey: v5c.id }, { name: '../../etc/passwd\\..\\evil.pdf', bytes: PDF });
    expect(answer.status).toBe(200);
    const [file] = await t.services.details.listDocumentFiles(t.viewer, v5c.id);
    expect(file?.blobKey).toBe(`documents/${t.instructor.instructorId}/${v5c.id}-1`);
    expect(file?.fileName).toBe('evil.pdf');
  });

  it('saves and downloads a file under the extension of the type its bytes are, whatever its name says', async () => {
    const names = ['insurance.hta', 'insurance.html', 'insurance.svg', 'insurance.exe', 'insurance', 'Insurance.PDF'];
    for (const [i, name] of names.entries()) {
      const documentName = `Renamed upload ${i}`;
      const answer = await upload({ documentName }, { name, bytes: PDF, type: 'text/html' });
      expect(answer.status).toBe(200);
      const saved = await t.services.details.listDocumentFiles(t.viewer, answer.body.id!);
      const expected = name === 'Insurance.PDF' ? 'Insurance.pdf' : 'insurance.pdf';
      expect(saved.map((f) => [f.contentType, f.fileName])).toEqual([['application/pdf', expected]]);
      const { url } = await docOf(documentName);
      const file = await t.app.inject({ method: 'GET', url: url!, headers: { cookie: await t.session() } });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${expected}"`));
    }
    const png = await upload({ documentName: 'Photo named as a page' }, { name: 'badge.svg', bytes: PNG });
    const [photo] = await t.services.details.listDocumentFiles(t.viewer, png.body.id!);
    expect(photo?.fileName).toBe('badge.png');
  });

  it("refuses an approved document, another instructor's, and no session", async () => {
    const approved = await docOf('Driving licence');
    expect(await upload({ documentKey: approved.id }, { name: 'a.pdf', bytes: PDF })).toMatchObject({ status: 400 });
    const theirs = (
      await t.services.details.listCustomerAndFranchiseDocuments(
        other.viewer,
        (
          await t.services.details.getProfile(other.viewer)
        ).personalDetails.personId,
      )
    ).customerDocuments.find((d) => d.canUpload)!;
    expect(await upload({ documentKey: theirs.id }, { name: 'a.pdf', bytes: PDF })).toMatchObject({ status: 404 });
    const body = multipart({ documentKey: theirs.id }, { name: 'a.pdf', bytes: PDF });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, [CSRF_HEADER]: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const still = await t.services.details.listDocumentFiles(other.viewer, theirs.id);
    expect(still).toEqual([]);
  });

  it('adds a new document from the modal, straight to review', async () => {
    const answer = await upload(
      { documentName: 'First aid certificate', description: 'St John' },
      { name: 'fa.jpg', bytes: PNG },
    );
    expect(answer.body.status).toBe('FOR_APPROVAL');
    expect(await docOf('First aid certificate')).toMatchObject({ status: 'FOR_APPROVAL', canUpload: false });
    const noName = await upload({ documentName: '' }, { name: 'fa.png', bytes: PNG });
    expect(noName).toMatchObject({ status: 400, body: { error: 'This field is required' } });
  });
});
