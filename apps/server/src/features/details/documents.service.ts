import type { BrandSlug } from '@portal/domain/access';
import {
  canUploadDocument,
  type DocumentStatus,
  extensionOf,
  isAcceptedUploadType,
  detailsMessages as m,
  newDocumentSchema,
  statusAfterReview,
} from '@portal/domain/details';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { signDownloadLink } from '../../lib/blob/signed-link.ts';
import { createPdf } from '../../lib/pdf/pdf-document.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './details.repository.ts';

/** An uploaded file as the route read it: its bytes (within the limit) and the name the browser gave. */
export type UploadedFile = { bytes: Buffer; fileName: string };

const notFound = () => new DomainError('NOT_FOUND', m.documentNotFound);
const refused = (message: string) => new DomainError('INVALID_INPUT', message, { field: 'file' });

/**
 * The name kept for display and downloads only: no path, no control characters, never empty, and always the
 * extension of the type decided from the bytes (`insurance.hta` that is a PDF is `insurance.pdf`), so a file
 * never opens as anything but what it was checked to be.
 */
const displayName = (fileName: string, extension: string): string => {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .trim()
    .replace(/\.[^.]*$/, '')
    .replace(/[ .]+$/, '')
    .slice(0, 120);
  return base && !base.startsWith('.') ? `${base}.${extension}` : `document.${extension}`;
};

/** The type from the file's bytes, never its name or declared type: PDF, JPEG, PNG, HEIC/HEIF only. */
const decideType = async (bytes: Buffer) => {
  if (bytes.length === 0) throw refused(m.fileEmpty);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAcceptedUploadType(detected.mime)) throw refused(m.fileTypeRefused);
  return detected.mime;
};

type DocRow = repo.DocumentRow;

type DropDeps<F> = F extends (deps: AppDeps, ...args: infer A) => unknown ? A : never;

const brandOfAgreement = (name: string): BrandSlug => (name.toUpperCase().startsWith('BSM') ? 'bsm' : 'aa');

type SeededDoc = Pick<DocRow, 'documentType' | 'description'> & { file: { blobKey: string } | null };

/** Seeded documents (keys under seed/) are written as real PDFs the first time anyone lists or opens them. */
export const ensureSeededPdf = async (deps: Pick<AppDeps, 'blobs'>, doc: SeededDoc, agreementName: string) => {
  if (!doc.file?.blobKey.startsWith('seed/') || (await deps.blobs.exists(doc.file.blobKey))) return;
  const pdf = await createPdf({ brand: brandOfAgreement(agreementName), title: doc.documentType })
    .heading(doc.documentType)
    .keyValues([['Agreement', agreementName]])
    .paragraph(doc.description ?? `${doc.documentType} for ${agreementName}.`)
    .finish();
  await deps.blobs.put(doc.file.blobKey, pdf, 'application/pdf');
};

const toView = async (deps: AppDeps, viewer: Viewer, doc: DocRow, agreementName?: string) => {
  await ensureSeededPdf(deps, doc, agreementName ?? 'Your documents');
  const link = (disposition: 'inline' | 'attachment') =>
    doc.file
      ? signDownloadLink(deps, {
          ownerId: viewer.instructorId,
          key: doc.file.blobKey,
          // A file stored before names took the decided type's extension downloads under it too.
          filename: isAcceptedUploadType(doc.file.contentType)
            ? displayName(doc.file.fileName, extensionOf(doc.file.contentType))
            : doc.file.fileName,
          disposition,
        })
      : null;
  return {
    id: doc.id,
    FADocumentKey: doc.id,
    agreementDocumentType: doc.owner,
    documentType: doc.documentType,
    status: doc.status,
    expiry: doc.expiry,
    uploadedDate: doc.uploadedAt,
    uploadedBy: doc.uploadedBy,
    dateApproved: doc.approvedAt,
    approvedBy: doc.approvedBy,
    documentDescription: doc.description,
    rejectionReason: doc.status === 'REJECTED' ? doc.rejectionReason : null,
    url: link('attachment'),
    viewUrl: link('inline'),
    canUpload: doc.owner === 'Customer' && canUploadDocument(doc.status),
  };
};

/** personKey must be the viewer's own person id. */
const ownPerson = async (viewer: Viewer, personKey: string) => {
  const row = await repo.findPersonalDetails(viewer.instructorId);
  if (!row || row.person.id !== personKey) throw notFound();
};

const listAgreementDocuments = async (deps: AppDeps, viewer: Viewer, personKey: string) => {
  await ownPerson(viewer, personKey);
  const agreements = await repo.findAgreements(viewer.instructorId);
  const docs = await repo.findDocuments(viewer.instructorId, { agreementIds: agreements.map((a) => a.id) });
  return Promise.all(
    agreements.map(async (a) => ({
      ...a,
      documents: await Promise.all(
        docs.filter((d) => d.agreementId === a.id).map((d) => toView(deps, viewer, d, a.agreementName)),
      ),
    })),
  );
};

const listCustomerAndFranchiseDocuments = async (deps: AppDeps, viewer: Viewer, personKey: string) => {
  await ownPerson(viewer, personKey);
  const own = await repo.findDocuments(viewer.instructorId, { owner: 'Customer' });
  const agreements = await repo.findAgreements(viewer.instructorId);
  const franchise = await repo.findDocuments(viewer.instructorId, { owner: 'Franchise' });
  const nameOf = (d: DocRow) => agreements.find((a) => a.id === d.agreementId)?.agreementName ?? 'Franchise';
  return {
    customerDocuments: await Promise.all(own.map((d) => toView(deps, viewer, d))),
    franchiseDocuments: await Promise.all(franchise.map((d) => toView(deps, viewer, d, nameOf(d)))),
  };
};

/** Stores the bytes, then records them; a failure on the way leaves no blob and no changed status. */
const storeThen = async <T>(
  deps: AppDeps,
  key: string,
  bytes: Buffer,
  type: string,
  record: () => Promise<T>,
): Promise<T> => {
  await deps.blobs.put(key, bytes, type);
  try {
    return await record();
  } catch (error) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw error;
  }
};

/** The statuses a document takes a new file from: the table's upload, or a replacement of an approved one. */
const UPLOADABLE: DocumentStatus[] = ['OUTSTANDING', 'REJECTED'];
const REPLACEABLE: DocumentStatus[] = ['OUTSTANDING', 'REJECTED', 'APPROVED'];

/**
 * The table's upload: an outstanding or rejected document of the viewer's gets a new file and goes for review.
 * `replace` (UpdateAgreementDocument) also takes a new version of an approved one (a renewed certificate).
 */
const uploadDocument = async (
  deps: AppDeps,
  viewer: Viewer,
  documentId: string,
  file: UploadedFile,
  options: { replace?: boolean } = {},
) => {
  const from = options.replace ? REPLACEABLE : UPLOADABLE;
  const [doc] = isUuid(documentId)
    ? await repo.findDocuments(viewer.instructorId, { id: documentId, owner: 'Customer' })
    : [];
  if (!doc) throw notFound();
  if (!from.includes(doc.status)) throw new DomainError('INVALID_INPUT', m.documentNotUploadable);
  const type = await decideType(file.bytes);
  const version = await repo.nextFileVersion(doc.id);
  const key = `documents/${viewer.instructorId}/${doc.id}-${version}`;
  const at = deps.clock.now();
  const newFile = {
    blobKey: key,
    contentType: type,
    fileName: displayName(file.fileName, extensionOf(type)),
    size: file.bytes.length,
  };
  const recorded = await storeThen(deps, key, file.bytes, type, async () => {
    const ok = await repo.recordUpload({
      documentId: doc.id,
      instructorId: viewer.instructorId,
      from,
      version,
      file: newFile,
      at,
      by: 'Instructor',
    });
    if (!ok) throw new DomainError('INVALID_INPUT', m.documentNotUploadable);
    return ok;
  });
  return { id: doc.id, status: recorded ? ('FOR_APPROVAL' as const) : doc.status };
};

/** The modal's upload (AddNewDocument): a new document of the viewer's, straight to review. */
const addNewDocument = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { documentName: string; description?: string | null },
  file: UploadedFile,
) => {
  const command = parseCommand(newDocumentSchema, input);
  const type = await decideType(file.bytes);
  const at = deps.clock.now();
  return inTransaction(async () => {
    const doc = await repo.insertDocument({
      instructorId: viewer.instructorId,
      owner: 'Customer',
      documentType: command.documentName,
      description: command.description ?? null,
      status: 'FOR_APPROVAL',
      uploadedAt: at,
      uploadedBy: 'Instructor',
      sortOrder: 100,
    });
    const key = `documents/${viewer.instructorId}/${doc.id}-1`;
    return storeThen(deps, key, file.bytes, type, async () => {
      await repo.insertDocumentFile({
        documentId: doc.id,
        version: 1,
        blobKey: key,
        contentType: type,
        fileName: displayName(file.fileName, extensionOf(type)),
        size: file.bytes.length,
        uploadedAt: at,
      });
      return { id: doc.id, status: doc.status };
    });
  });
};

/** One of the viewer's documents as the lists show it (after an upload through GraphQL). */
const getDocument = async (deps: AppDeps, viewer: Viewer, documentId: string) => {
  const [doc] = isUuid(documentId) ? await repo.findDocuments(viewer.instructorId, { id: documentId }) : [];
  if (!doc) throw notFound();
  return toView(deps, viewer, doc);
};

/**
 * The GraphQL uploads (spec 4 §7): the person's document gets the file (uploadDocument; UpdateAgreementDocument with
 * `replace`), answered with the document as the lists show it. personKey must be the viewer's person id.
 */
const uploadPersonDocument = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { personKey: string; documentId: string; replace?: boolean },
  file: UploadedFile,
) => {
  await ownPerson(viewer, input.personKey);
  const { id } = await uploadDocument(deps, viewer, input.documentId, file, { replace: input.replace });
  return getDocument(deps, viewer, id);
};

/** AddNewDocument through GraphQL: instructorKey must be the viewer's id. */
const addInstructorDocument = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { instructorKey: string; documentName: string; description?: string | null },
  file: UploadedFile,
) => {
  if (input.instructorKey !== viewer.instructorId) throw notFound();
  const { id } = await addNewDocument(deps, viewer, input, file);
  return getDocument(deps, viewer, id);
};

const listDocumentFiles = async (_deps: AppDeps, viewer: Viewer, documentId: string) => {
  const [doc] = isUuid(documentId) ? await repo.findDocuments(viewer.instructorId, { id: documentId }) : [];
  if (!doc) throw notFound();
  return repo.findDocumentFiles(doc.id);
};

export const createDocumentsService = (deps: AppDeps) => ({
  listAgreementDocuments: (...args: DropDeps<typeof listAgreementDocuments>) => listAgreementDocuments(deps, ...args),
  listCustomerAndFranchiseDocuments: (...args: DropDeps<typeof listCustomerAndFranchiseDocuments>) =>
    listCustomerAndFranchiseDocuments(deps, ...args),
  uploadDocument: (...args: DropDeps<typeof uploadDocument>) => uploadDocument(deps, ...args),
  addNewDocument: (...args: DropDeps<typeof addNewDocument>) => addNewDocument(deps, ...args),
  uploadPersonDocument: (...args: DropDeps<typeof uploadPersonDocument>) => uploadPersonDocument(deps, ...args),
  addInstructorDocument: (...args: DropDeps<typeof addInstructorDocument>) => addInstructorDocument(deps, ...args),
  getDocument: (...args: DropDeps<typeof getDocument>) => getDocument(deps, ...args),
  listDocumentFiles: (...args: DropDeps<typeof listDocumentFiles>) => listDocumentFiles(deps, ...args),
});

/**
 * The office's decision on a document waiting for review (approve or reject). Used by the seed and tests; the
 * office's own tools call it.
 */
export const reviewDocument = async (
  deps: Pick<AppDeps, 'clock'>,
  input: { documentId: string; approved: boolean; by: string; reason?: string },
) => {
  const next = statusAfterReview('FOR_APPROVAL', input.approved)!;
  const ok = await repo.updateDocumentReview(input.documentId, next, deps.clock.now(), input.by, input.reason);
  if (!ok) throw new DomainError('NOT_FOUND', m.documentNotFound);
  return next;
};

export type DocumentsService = ReturnType<typeof createDocumentsService>;
