/**
 * True when the text holds a C0 control character or DEL, other than tab, line feed and carriage
 * return: no form field needs one, and PostgreSQL refuses U+0000 in text outright.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
