import { createHash, createHmac } from 'node:crypto';
import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';

export const FAKE_S3_BUCKET = 'spaak-photos';
export const FAKE_S3_ACCESS_KEY_ID = 'fake-access-key-id';
export const FAKE_S3_SECRET_ACCESS_KEY = 'fake-secret-access-key';

type StoredObject = { bytes: Buffer; contentType: string | undefined; lastModified: Date };

/** S3's error answer: an XML document naming the error code. */
const s3Error = (status: number, code: string, message: string): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/xml' },
  raw: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
});

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as Signature Version 4 encodes query parameters. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does: the access key id
 * must be ours and the signature must be the one our secret gives for this request and body.
 * Answers S3's 403 when it is not.
 */
function refuseUnsigned(request: FakeRequest): FakeResponse | undefined {
  const authorization =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? '',
    );
  if (!authorization) return s3Error(403, 'AccessDenied', 'Access Denied');
  const [, accessKeyId = '', scope = '', signedHeaders = '', signature] = authorization;
  if (accessKeyId !== FAKE_S3_ACCESS_KEY_ID) {
    return s3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist');
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(request.bytes)) {
    return s3Error(400, 'XAmzContentSHA256Mismatch', 'The provided content hash does not match');
  }
  const query = [...request.query]
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    request.path,
    query,
    headers,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.headers['x-amz-date'],
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  const signingKey = scope
    .split('/')
    .reduce<string | Buffer>((key, part) => hmac(key, part), `AWS4${FAKE_S3_SECRET_ACCESS_KEY}`);
  if (hmac(signingKey, stringToSign).toString('hex') !== signature) {
    return s3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match',
    );
  }
  return undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * S3's `ListObjectsV2` answer: the keys after `continuation-token` that start with `prefix`,
 * in key order, `pageSize` at most, with a token for the next page when there are more.
 */
function listObjects(objects: Map<string, StoredObject>, query: URLSearchParams, pageSize: number) {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token') ?? '';
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const contents = page.map((key) => {
    const stored = objects.get(key);
    return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${stored?.lastModified.toISOString()}</LastModified><Size>${stored?.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
  });
  const next = truncated
    ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>`
    : '';
  return {
    status: 200,
    headers: { 'content-type': 'application/xml' },
    raw: `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${FAKE_S3_BUCKET}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents.join('')}${next}</ListBucketResult>`,
  };
}

/**
 * A local S3-compatible object store with one bucket, `FAKE_S3_BUCKET`, kept in memory:
 * path-style `PUT`, `GET`, `HEAD` and `DELETE` of objects (`/{bucket}/{key}`), `ListObjectsV2`
 * (`GET /{bucket}?list-type=2`, in pages), S3's XML errors (`NoSuchKey` and `NoSuchBucket`
 * with 404), and 403 for a request not signed with the fake's key. `failWritesOf` makes the
 * uploads of some keys fail, as a store that fills up would.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  let writeFails = (_key: string) => false;
  let listPageSize = 1000;

  const route = (request: FakeRequest): FakeResponse => {
    const refusal = refuseUnsigned(request);
    if (refusal) return refusal;
    const [, bucket, ...keyParts] = request.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucket !== FAKE_S3_BUCKET) {
      return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (key === '' && request.method === 'GET' && request.query.get('list-type') === '2') {
      return listObjects(objects, request.query, listPageSize);
    }
    const stored = objects.get(key);
    switch (request.method) {
      case 'PUT':
        if (writeFails(key)) return s3Error(500, 'InternalError', 'We encountered an error');
        objects.set(key, {
          bytes: request.bytes,
          contentType: request.headers['content-type'],
          lastModified: new Date(),
        });
        return { status: 200, headers: { etag: `"${sha256(request.bytes).slice(0, 32)}"` } };
      case 'GET':
      case 'HEAD':
        if (!stored) {
          return request.method === 'HEAD'
            ? { status: 404 }
            : s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        }
        return {
          status: 200,
          headers: {
            'content-type': stored.contentType ?? 'binary/octet-stream',
            'content-length': String(stored.bytes.length),
          },
          raw: stored.bytes,
        };
      case 'DELETE':
        // S3 answers 204 whether or not the key existed.
        objects.delete(key);
        return { status: 204 };
      default:
        return s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  };

  const server = await startFakeHttpServer(route);
  return {
    ...server,
    /** The stored objects by key; a test may set an object's `lastModified` to age it. */
    objects,
    /** How many keys one `ListObjectsV2` page holds (S3's 1000 unless set). */
    setListPageSize(size: number) {
      listPageSize = size;
    },
    /** Uploads of the keys `fails` picks answer 500 until this is called again. */
    failWritesOf(fails: (key: string) => boolean) {
      writeFails = fails;
    },
  };
}
