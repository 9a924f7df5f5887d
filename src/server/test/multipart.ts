type FilePart = { fieldName: string; fileName: string; bytes: Uint8Array; contentType?: string };

const BOUNDARY = '----spaak-test-boundary';

/** A `multipart/form-data` body carrying these files, each in its own part. */
export function multipartFiles(parts: FilePart[]) {
  const encoded = parts.map(({ fieldName, fileName, bytes, contentType = 'image/jpeg' }) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...encoded, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A `multipart/form-data` body carrying one file, as a browser sends a photo upload. */
export const multipartFile = (
  fieldName: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
) => multipartFiles([{ fieldName, fileName, bytes, contentType }]);
