import { MAX_UPLOAD_BYTES, detailsMessages as m } from '@portal/domain/details';
import { DomainError, isDomainError } from '@portal/domain/errors';
import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { UploadedFile } from './documents.service.ts';
import type { MyDetailsService } from './my-details.service.ts';

const tooLarge = () => new DomainError('INVALID_INPUT', m.fileTooLarge, { field: 'file' });

/** A multipart request's file, read within the REST upload's limit (GraphQL multipart, mercurius-upload). */
export const readUpload = async (file: Promise<FileUpload> | null | undefined): Promise<UploadedFile> => {
  if (!file) throw new DomainError('INVALID_INPUT', m.fileEmpty, { field: 'file' });
  const upload = await file;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of upload.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    // graphql-upload-minimal ends the stream with a 413 once the request's maxFileSize is passed.
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw new DomainError('INVALID_INPUT', m.uploadFailed, { field: 'file' });
  }
  return { bytes: Buffer.concat(chunks), fileName: upload.filename ?? '' };
};

type Uploads = Pick<MyDetailsService, 'uploadPersonDocument' | 'addInstructorDocument'>;

/** uploadDocument, addNewDocument and updateAgreementDocument: the REST upload's use cases, type check and limits. */
export const createDocumentUploadResolvers = (details: Uploads): Resolvers => ({
  Upload: GraphQLUpload,
  Mutation: {
    uploadDocument: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const file = await readUpload(input.file);
      return details.uploadPersonDocument(
        viewer,
        { personKey: input.personKey, documentId: input.agreementDocumentKey },
        file,
      );
    },
    addNewDocument: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const file = await readUpload(input.file);
      return details.addInstructorDocument(viewer, input, file);
    },
    updateAgreementDocument: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const file = await readUpload(input.file);
      return details.uploadPersonDocument(
        viewer,
        { personKey: input.personKey, documentId: input.franAgreeDocKey, replace: true },
        file,
      );
    },
  },
});
