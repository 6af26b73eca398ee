/** A Content-Security-Policy header as directive → values. */
export function directives(header: string | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result[name] = values;
  }
  return result;
}
