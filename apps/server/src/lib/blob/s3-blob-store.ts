import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, assertContentType, type BlobStore } from './blob-store.ts';

export type S3BlobOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2...); AWS itself when left out. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: most S3-compatible servers want it. */
  forcePathStyle?: boolean;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Blobs are small (documents are at most 10 MB), so a stream is gathered first: S3 needs the length up front. */
const toBuffer = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** Production adapter: S3 or any S3-compatible server. S3 writes are atomic: a failed put leaves nothing. */
export const createS3BlobStore = (options: S3BlobOptions): BlobStore => {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      const bytes = await toBuffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertBlobKey(key),
          Body: bytes,
          ContentType: assertContentType(contentType),
          ContentLength: bytes.length,
        }),
      );
      return { size: bytes.length };
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertBlobKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return {
          stream: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertBlobKey(key) }));
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertBlobKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
};
