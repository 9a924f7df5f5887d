type FilePart = { fieldName: string; fileName: string; bytes: Uint8Array; contentType?: string };

const BOUNDARY = '----spaak-test-boundary';

/** A `multipart/form-data` body carrying these files, each in its own part. */
export const multipartFiles = (parts: FilePart[]) => multipartForm({}, parts);

/** A `multipart/form-data` body as a browser sends a form: its fields, then its files. */
export function multipartForm(fields: Record<string, string>, parts: FilePart[] = []) {
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
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
    payload: Buffer.concat([...fieldParts, ...encoded, Buffer.from(`--${BOUNDARY}--\r\n`)]),
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
