import { createHash } from 'node:crypto';
import { brandFromText } from '@portal/domain/access';
import { type OnboardingDocumentKind, onboardingDocumentKinds } from '@portal/domain/onboarding';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { sendBlob } from '../../lib/blob/download.ts';
import { DOWNLOAD_ROUTE, signDownloadLink, verifyDownloadToken } from '../../lib/blob/signed-link.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type DocumentRow,
  findAgreement,
  findDocuments,
  insertEvent,
  markDocumentViewed,
  setDocumentFile,
} from './onboarding.repository.ts';
import { type OfferFacts, renderDirectDebitInstruction, renderOnboardingDocument } from './onboarding-pdfs.ts';

/** GET /api/onboarding/files/{name}?t=...: the journey's PDFs, opened by a link signed for one agreement. */
export const ONBOARDING_FILES_ROUTE = '/api/onboarding/files';
/** A link lasts as long as a token may: the person reads step 0 before opening the documents. */
const LINK_SECONDS = 2 * 60 * 60;
const OWNER_PREFIX = 'onboarding:';
const DDI = 'direct-debit-instruction';

const slugOf = (kind: OnboardingDocumentKind) => kind.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const kindOfSlug = (slug: string) => onboardingDocumentKinds.find((kind) => slugOf(kind) === slug) ?? null;

/** A link to one of the agreement's files: a document kind, or the direct-debit instruction. */
export const onboardingFileLink = (
  deps: Pick<AppDeps, 'config' | 'clock'>,
  agreementId: string,
  file: OnboardingDocumentKind | typeof DDI,
  filename: string,
) => {
  const link = signDownloadLink(deps, {
    ownerId: `${OWNER_PREFIX}${agreementId}`,
    key: `onboarding/${agreementId}/${file === DDI ? DDI : slugOf(file)}`,
    filename,
    disposition: 'inline',
    ttlSeconds: LINK_SECONDS,
  });
  return link.replace(DOWNLOAD_ROUTE, ONBOARDING_FILES_ROUTE);
};
export const ddiLink = (deps: Pick<AppDeps, 'config' | 'clock'>, agreementId: string) =>
  onboardingFileLink(deps, agreementId, DDI, 'Direct Debit Instruction.pdf');

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The document's PDF for its current version: written and kept on first use, then always the same bytes. */
export const ensureDocumentFile = async (deps: AppDeps, doc: DocumentRow, facts: OfferFacts) => {
  if (doc.blobKey && doc.sha256) return { key: doc.blobKey, sha256: doc.sha256 };
  const bytes = await renderOnboardingDocument(doc.kind, facts);
  const key = `onboarding/${doc.agreementId}/${slugOf(doc.kind)}-v${doc.version}.pdf`;
  await deps.blobs.put(key, bytes, 'application/pdf');
  const sha256 = sha256Of(bytes);
  await setDocumentFile(doc.id, doc.version, key, sha256);
  return { key, sha256 };
};

const refuse = (reply: import('fastify').FastifyReply, status: number) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: status === 410 ? 'Gone' : 'Not Found' });

export const registerOnboardingFiles = (app: FastifyInstance, deps: AppDeps) => {
  app.get<{ Querystring: { t?: string } }>(`${ONBOARDING_FILES_ROUTE}/:name`, async (request, reply) => {
    const claims = verifyDownloadToken(deps, typeof request.query.t === 'string' ? request.query.t : '');
    if (claims === 'expired') return refuse(reply, 410);
    if (!claims?.ownerId.startsWith(OWNER_PREFIX)) return refuse(reply, 404);
    const agreementId = claims.ownerId.slice(OWNER_PREFIX.length);
    const [, keyAgreement, file] = claims.key.split('/');
    if (!isUuid(agreementId) || keyAgreement !== agreementId || !file) return refuse(reply, 404);
    const found = await findAgreement(agreementId);
    if (!found) return refuse(reply, 404);
    const facts: OfferFacts = { ...found, brand: brandFromText(found.agreement.brand) };
    const now = deps.clock.now();

    if (file === DDI) {
      const key = `onboarding/${agreementId}/${DDI}.pdf`;
      await deps.blobs.put(key, await renderDirectDebitInstruction(facts), 'application/pdf');
      const blob = await deps.blobs.get(key);
      return blob ? sendBlob(reply, blob, { filename: claims.filename, disposition: 'inline' }) : refuse(reply, 404);
    }
    const kind = kindOfSlug(file);
    const doc = (await findDocuments(agreementId)).find((d) => d.kind === kind);
    if (!doc) return refuse(reply, 404);
    const stored = await ensureDocumentFile(deps, doc, facts);
    if (!doc.viewedAt && !doc.acceptedAt) {
      await markDocumentViewed(doc.id, doc.version, now);
      await insertEvent({
        agreementId,
        kind: 'DocumentViewed',
        documentKind: doc.kind,
        documentVersion: doc.version,
        sha256: stored.sha256,
        at: now,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    }
    const blob = await deps.blobs.get(stored.key);
    return blob ? sendBlob(reply, blob, { filename: claims.filename, disposition: 'inline' }) : refuse(reply, 404);
  });
};
