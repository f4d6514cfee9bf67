import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { Scope } from '../../db/tenancy';
import { limitedStream, validKey, type FileStore, type StoredFileInfo } from './file-store';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The object of a company's dataset's file: `{company}/{dataset}/{key}`. */
const objectKey = (scope: Scope, key: string) => `${scope.companyId}/${scope.dataset}/${key}`;

const missing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (FILE_STORE=s3). Uploads stream in parts (lib-storage), so a
 * file is never held whole in memory; the file name travels as URI-encoded object metadata.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted S3 servers (MinIO, s3rver…) answer on one host: bucket in the path, not the host name.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  const stat = async (scope: Scope, key: string): Promise<StoredFileInfo | null> => {
    if (!validKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(scope, key) }));
      return {
        key,
        fileName: decodeURIComponent(head.Metadata?.filename ?? ''),
        contentType: head.ContentType ?? 'application/octet-stream',
        sizeBytes: head.ContentLength ?? 0,
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(scope, key, body, options) {
      if (!validKey(key)) throw new Error(`invalid file key: ${key}`);
      let sizeBytes = 0;
      const counted = limitedStream(body, options.maxBytes);
      counted.on('data', (chunk: Buffer) => (sizeBytes += chunk.length));
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: objectKey(scope, key),
          Body: counted,
          ContentType: options.contentType,
          Metadata: { filename: encodeURIComponent(options.fileName) },
        },
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { key, fileName: options.fileName, contentType: options.contentType, sizeBytes };
    },
    async get(scope, key) {
      if (!validKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(scope, key) }));
        const info = {
          key,
          fileName: decodeURIComponent(object.Metadata?.filename ?? ''),
          contentType: object.ContentType ?? 'application/octet-stream',
          sizeBytes: object.ContentLength ?? 0,
        };
        return { info, body: object.Body as Readable };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    stat,
    async list(scope, folder, limit) {
      // ListObjects (version 1): S3 and every compatible server answer it; s3rver, the tests' server, fails version 2.
      const listed = await client.send(new ListObjectsCommand({ Bucket, Prefix: objectKey(scope, folder), MaxKeys: limit }));
      const scopePrefix = objectKey(scope, '');
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key.slice(scopePrefix.length)] : []));
    },
    async delete(scope, key) {
      if (!validKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(scope, key) }));
    },
    close: async () => client.destroy(),
  };
}
