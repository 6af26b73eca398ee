/** RFC 5321's limit on an address; every e-mail check caps the length before looking inside. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The spec's "simple email pattern" (no spaces, one @, a dot inside the domain), checked in one
 * linear pass: the regular expression /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically, and a
 * 99,000-character address once held the server for 17 s.
 */
export function isSimpleEmail(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  // A dot with at least one character on each side of it.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
