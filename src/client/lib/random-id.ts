const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'));

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost), so a portal opened over plain HTTP on a LAN address, as on the shop's tablet,
 * would throw; `crypto.getRandomValues` is there in every context.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and variant (10xx) bits, as RFC 9562 sets them for a random UUID.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const digits = hex(bytes).join('');
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    digits.slice(12, 16),
    digits.slice(16, 20),
    digits.slice(20),
  ].join('-');
}
