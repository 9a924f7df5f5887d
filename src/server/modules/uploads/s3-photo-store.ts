import { INTEGRATION_TIMEOUT_MS } from '../../integrations/http.ts';
import {
  PHOTO_VARIANTS,
  type PhotoStore,
  type PhotoVariant,
  photoFileName,
  photoIdsStoredBefore,
} from './photo-store.ts';

/** The bucket and how to reach it, as `S3_*` configure it. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph); unset means AWS itself. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`, as MinIO needs. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `spaak/photos/`. */
  prefix: string;
  /** Unset means the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Photos as objects `<prefix><id>.jpg` and `<prefix><id>.thumb.jpg` in an S3-compatible
 * bucket, for several app processes that share them. Each call gives up after `timeoutMs`
 * (default 10 s, as every integration call), retries included, so a hung store fails an upload
 * instead of holding it.
 */
export async function createS3PhotoStore(
  settings: S3Settings,
  options: { timeoutMs?: number } = {},
): Promise<PhotoStore> {
  // Loaded only here: the SDK costs 0.2–0.3 s and about 21 MB (measured on Node 20) that a
  // server keeping photos on disk does not need.
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The first try and two more ride out S3's occasional 500 or 503 SlowDown.
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const keyOf = (id: string, variant: PhotoVariant) =>
    `${settings.prefix}${photoFileName(id, variant)}`;
  const timeout = () => ({
    abortSignal: AbortSignal.timeout(options.timeoutMs ?? INTEGRATION_TIMEOUT_MS),
  });
  return {
    async save(id, variant, bytes) {
      const Key = keyOf(id, variant);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: 'image/jpeg' }),
        timeout(),
      );
    },
    async remove(id) {
      await Promise.all(
        PHOTO_VARIANTS.map((variant) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id, variant) }), timeout()),
        ),
      );
    },
    async read(id, variant) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(id, variant) }),
          timeout(),
        );
        const bytes = await answer.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async listStoredBefore(cutoff) {
      const files: { name: string; storedAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
          timeout(),
        );
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key?.startsWith(settings.prefix) && LastModified) {
            files.push({ name: Key.slice(settings.prefix.length), storedAt: LastModified });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return photoIdsStoredBefore(files, cutoff);
    },
  };
}

/**
 * The object is not there: S3's `NoSuchKey`, or a bare 404 from a service that sends no
 * error body. A missing bucket (`NoSuchBucket`) is a broken setup and throws.
 */
function isMissingObject(error: unknown) {
  const name = (error as Error).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
