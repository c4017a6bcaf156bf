import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { seedDetailsFor } from '../../seed/details.seed.ts';

/*
 * Spec 4 §7's document uploads through GraphQL (multipart request spec: operations, map, then the file), beside the
 * REST upload: the same use cases, the type decided from the bytes, the 10 MB limit and the same messages.
 */

const START = new Date('2030-03-10T10:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const DOCUMENT = 'id FADocumentKey agreementDocumentType documentType status canUpload';
const UPLOAD = `mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { ${DOCUMENT} } }`;
const ADD = `mutation ($input: AddNewDocumentInput!) { addNewDocument(input: $input) { ${DOCUMENT} } }`;
const UPDATE = `mutation ($input: UpdateAgreementDocumentInput!) { updateAgreementDocument(input: $input) { ${DOCUMENT} } }`;
const DOCS = `query ($p: ID!) { customerAndFranchiseDocumentsByPerson(personKey: $p) { customerDocuments { id documentType status } } }`;

type Doc = { id: string; FADocumentKey: string; agreementDocumentType: string; documentType: string; status: string };
type Answer = {
  data?: Record<string, Doc> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** A GraphQL multipart request: the operation with `input.file` null, the map, then the file as part "0". */
const multipartOperation = (query: string, input: Record<string, unknown>, file?: { name: string; bytes: Buffer }) => {
  const boundary = '----portal-gql-boundary';
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts: Buffer[] = [
    field('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } })),
    field('map', JSON.stringify(file ? { 0: ['variables.input.file'] } : {})),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

describeIntegration('documents: GraphQL multipart uploads (spec 4 §7)', { start: START }, (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  let personKey: string;
  let otherPersonKey: string;

  const send = async (query: string, input: Record<string, unknown>, file?: { name: string; bytes: Buffer }) => {
    const body = multipartOperation(query, input, file);
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: body.payload,
      headers: { 'content-type': body.contentType, [CSRF_HEADER]: '1', cookie: await t.session() },
    });
    return response.json() as Answer;
  };
  const docOf = async (type: string) => {
    const answer = await t.gqlAsViewer<{ customerAndFranchiseDocumentsByPerson: { customerDocuments: Doc[] } }>(DOCS, {
      p: personKey,
    });
    return answer.data!.customerAndFranchiseDocumentsByPerson.customerDocuments.find((d) => d.documentType === type)!;
  };

  beforeAll(async () => {
    t = fx();
    await withDb(t.db, () => seedDetailsFor(t.instructor.instructorId, t.instructor.adiNumber, START));
    other = await addCalendarInstructor(t.db);
    await withDb(t.db, () => seedDetailsFor(other.instructorId, other.adiNumber, START));
    personKey = (await t.services.details.getProfile(t.viewer)).personalDetails.personId;
    otherPersonKey = (await t.services.details.getProfile({ instructorId: other.instructorId })).personalDetails
      .personId;
  });

  it('uploadDocument sends an outstanding document for approval and answers it as the lists show it', async () => {
    const dbs = await docOf('DBS certificate');
    const answer = await send(
      UPLOAD,
      { personKey, agreementDocumentKey: dbs.id, documentName: 'DBS certificate', mimeType: 'application/pdf' },
      { name: 'dbs.pdf', bytes: PDF },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.uploadDocument).toMatchObject({
      id: dbs.id,
      FADocumentKey: dbs.id,
      agreementDocumentType: 'Customer',
      status: 'FOR_APPROVAL',
      canUpload: false,
    });
    expect((await docOf('DBS certificate')).status).toBe('FOR_APPROVAL');
  });

  it('refuses bytes of a type it does not take, with the REST upload message, and changes nothing', async () => {
    const v5c = await docOf('Vehicle V5C');
    const answer = await send(UPLOAD, { personKey, agreementDocumentKey: v5c.id }, { name: 'v5c.pdf', bytes: EXE });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Only PDF, JPEG, PNG or HEIC files can be uploaded',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await docOf('Vehicle V5C')).status).toBe('OUTSTANDING');
  });

  it('refuses a file over 10 MB and a missing file with the upload messages', async () => {
    const v5c = await docOf('Vehicle V5C');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await send(UPLOAD, { personKey, agreementDocumentKey: v5c.id }, { name: 'v5c.pdf', bytes: big });
    expect(tooBig.errors?.[0]?.message).toBe('The file is larger than 10 MB: choose a smaller file');
    const none = await send(UPLOAD, { personKey, agreementDocumentKey: v5c.id });
    expect(none.errors?.[0]?.message).toBe('The file is empty: choose another file');
    expect((await docOf('Vehicle V5C')).status).toBe('OUTSTANDING');
  });

  it("gives NOT_FOUND for another instructor's person or document", async () => {
    const v5c = await docOf('Vehicle V5C');
    const foreignPerson = await send(
      UPLOAD,
      { personKey: otherPersonKey, agreementDocumentKey: v5c.id },
      { name: 'a.pdf', bytes: PDF },
    );
    expect(foreignPerson.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherDocs = await t.services.details.listCustomerAndFranchiseDocuments(
      { instructorId: other.instructorId },
      otherPersonKey,
    );
    const foreignDoc = await send(
      UPLOAD,
      { personKey, agreementDocumentKey: otherDocs.customerDocuments[0]!.id },
      { name: 'a.pdf', bytes: PDF },
    );
    expect(foreignDoc.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignAdd = await send(
      ADD,
      { instructorKey: other.instructorId, documentName: 'Proof of ID' },
      { name: 'a.pdf', bytes: PDF },
    );
    expect(foreignAdd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('addNewDocument adds a document straight to review', async () => {
    const answer = await send(
      ADD,
      { instructorKey: t.instructor.instructorId, documentName: 'First aid certificate' },
      { name: 'first-aid.pdf', bytes: PDF },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addNewDocument).toMatchObject({
      documentType: 'First aid certificate',
      status: 'FOR_APPROVAL',
    });
    expect((await docOf('First aid certificate')).status).toBe('FOR_APPROVAL');
  });

  it('updateAgreementDocument replaces an approved document with a new version, back to review', async () => {
    const licence = await docOf('Driving licence');
    expect(licence.status).toBe('APPROVED');
    const answer = await send(
      UPDATE,
      { personKey, franAgreeDocKey: licence.id, documentName: 'Driving licence', type: 'application/pdf' },
      { name: 'licence.pdf', bytes: PDF },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateAgreementDocument).toMatchObject({ id: licence.id, status: 'FOR_APPROVAL' });
  });
});
