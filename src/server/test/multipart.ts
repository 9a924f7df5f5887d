/** A `multipart/form-data` body carrying one file, as a browser sends a photo upload. */
export function multipartFile(
  fieldName: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
) {
  const boundary = '----spaak-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
