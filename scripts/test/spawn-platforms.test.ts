/**
 * The scripts behind npm start, npm test and the benches spawn their commands portably: on Windows
 * `npx` is `npx.cmd`, which Node cannot spawn without a shell, so cross-spawn runs it through cmd.exe
 * with its arguments quoted; a server is stopped with its whole process tree, as Windows cannot send
 * it a signal. The Windows branches run here on any machine, with process.platform set to win32 and
 * child_process replaced by a recorder (nothing is spawned).
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One recorder for every module registry (the modules are loaded afresh for each platform).
const mockSpawnSync = jest.fn((_command: string, _args: string[], _options: Record<string, unknown>) => ({ status: 0, signal: null }));
jest.mock('child_process', () => ({ ...jest.requireActual('child_process'), spawnSync: mockSpawnSync }));
const childProcess = { spawnSync: mockSpawnSync };

type RunModule = typeof import('../lib/run.mjs');
type ToolsModule = typeof import('../lib/ensure-test-tools.mjs');

const realPlatform = process.platform;
const realEnv = process.env;
let bin: string;

/** The scripts' modules (and cross-spawn, which reads the platform once) loaded as on `platform`. */
function loadAs<T>(platform: NodeJS.Platform, file: string): T {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true });
  let module: T | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require(file) as T;
  });
  return module!;
}

beforeEach(() => {
  bin = mkdtempSync(path.join(tmpdir(), 'pdpl-spawn-'));
  // What a Windows PATH holds: npm's npx.cmd shim; pdftotext.exe.
  writeFileSync(path.join(bin, 'npx.cmd'), '@ECHO off\r\nnode "%~dp0\\node_modules\\npm\\bin\\npx-cli.js" %*\r\n');
  writeFileSync(path.join(bin, 'pdftotext.exe'), '');
  process.env = { ...realEnv, PATH: bin, PATHEXT: '.com;.exe;.bat;.cmd', comspec: 'C:\\Windows\\system32\\cmd.exe' };
  childProcess.spawnSync.mockClear();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true });
  process.env = realEnv;
  rmSync(bin, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/**
 * The arguments a Windows program receives from the command line cmd.exe runs (`/c "..."`): cmd.exe
 * drops its ^ escapes, then the program splits the line as the Microsoft C runtime does (spaces
 * outside quotes separate; 2n backslashes before a quote are n backslashes, 2n+1 a literal quote).
 */
function cmdWords(line: string): string[] {
  const text = line.replace(/\^(.)/g, '$1');
  const words: string[] = [];
  let word: string | null = null;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\') {
      let n = 0;
      while (text[i + n] === '\\') n += 1;
      const quoteFollows = text[i + n] === '"';
      word = (word ?? '') + '\\'.repeat(quoteFollows ? Math.floor(n / 2) : n);
      if (quoteFollows && n % 2 === 1) {
        word += '"'; // an escaped quote: part of the word
        i += n;
      } else i += n - 1; // a quote after an even number is a delimiter, read next
    } else if (c === '"') {
      word ??= '';
      quoted = !quoted;
    } else if (/\s/.test(c) && !quoted) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

describe('on Windows (win32)', () => {
  it('runs npx through cmd.exe with every argument quoted, as npm start and npm test do', () => {
    const { run } = loadAs<RunModule>('win32', '../lib/run.mjs');
    run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: 'C:\\pdpl' });
    expect(childProcess.spawnSync).toHaveBeenCalledTimes(1);
    const [command, args, options] = childProcess.spawnSync.mock.calls[0]!;
    expect(command).toBe('C:\\Windows\\system32\\cmd.exe');
    expect(args.slice(0, 3)).toEqual(['/d', '/s', '/c']);
    expect(options).toMatchObject({ cwd: 'C:\\pdpl', stdio: 'inherit', windowsVerbatimArguments: true, env: expect.objectContaining({ NX_DAEMON: 'false' }) });
    const line = args[3]!;
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
    expect(cmdWords(line.slice(1, -1))).toEqual(['npx', 'nx', 'run-many', '-t', 'build', '--output-style=static']);
  });

  it('quotes an argument with spaces and cmd.exe\'s special characters so it arrives whole', () => {
    const { run } = loadAs<RunModule>('win32', '../lib/run.mjs');
    const config = 'C:\\Users\\Jane Doe\\pdpl & co\\e2e\\playwright.config.ts';
    run('npx', ['playwright', 'test', '-c', config], { cwd: 'C:\\pdpl' });
    const line = childProcess.spawnSync.mock.calls[0]![1][3]!;
    expect(line).toContain('^&'); // & escaped for cmd.exe: never a second command
    expect(cmdWords(line.slice(1, -1))).toEqual(['npx', 'playwright', 'test', '-c', config]);
  });

  it('starts node as the Node running the script', () => {
    const { run } = loadAs<RunModule>('win32', '../lib/run.mjs');
    run('node', [path.join('infra', 'smoke', 'run.js')], { cwd: 'C:\\pdpl' });
    const [command, args] = childProcess.spawnSync.mock.calls[0]!;
    // node.exe is started directly on Windows; this machine's node (no .exe) goes through cmd.exe.
    const words = command === process.execPath ? [command, ...args] : cmdWords(args[3]!.slice(1, -1));
    expect(words).toEqual([process.execPath, path.join('infra', 'smoke', 'run.js')]);
  });

  it('stops a server with its whole process tree (taskkill), not with a signal it cannot receive', async () => {
    const { stopChild, forwardSignal } = loadAs<RunModule>('win32', '../lib/run.mjs');
    const child = Object.assign(new EventEmitter(), { pid: 4242, exitCode: null, signalCode: null, kill: jest.fn() });
    const stopped = stopChild(child as never);
    child.emit('exit', 1, null);
    await stopped;
    expect(child.kill).not.toHaveBeenCalled();
    const [, args] = childProcess.spawnSync.mock.calls[0]!;
    expect(cmdWords(args[3]!.slice(1, -1))).toEqual(['taskkill', '/pid', '4242', '/t', '/f']);
    // Ctrl-C: the console gives it to the server itself; kill() would end it before its clean shutdown.
    expect(forwardSignal(child as never, 'SIGINT')).toBe(false);
    expect(child.kill).not.toHaveBeenCalled();
  });

  it('finds a tool on the PATH with PATHEXT, whatever the case of Path', () => {
    const { findOnPath } = loadAs<ToolsModule>('win32', '../lib/ensure-test-tools.mjs');
    expect(findOnPath('pdftotext', { env: { Path: `C:\\nowhere;${bin}`, PATHEXT: '.com;.exe' }, platform: 'win32' })).toBe(path.join(bin, 'pdftotext.exe'));
    expect(findOnPath('npx', { env: { Path: bin, PATHEXT: '.exe;.cmd' }, platform: 'win32' })).toBe(path.join(bin, 'npx.cmd'));
    expect(findOnPath('chromium', { env: { Path: bin, PATHEXT: '.exe' }, platform: 'win32' })).toBeNull();
  });
});

describe('on Linux and macOS', () => {
  it('spawns the command itself, without a shell', () => {
    const { run } = loadAs<RunModule>('linux', '../lib/run.mjs');
    run('npx', ['nx', 'run-many', '-t', 'build'], { cwd: '/pdpl' });
    const [command, args, options] = childProcess.spawnSync.mock.calls[0]!;
    expect([command, args]).toEqual(['npx', ['nx', 'run-many', '-t', 'build']]);
    expect(options.shell).toBeUndefined();
    expect(options.windowsVerbatimArguments).toBeUndefined();
  });

  it('stops a server with SIGTERM (its clean shutdown) and passes a signal on', async () => {
    const { stopChild, forwardSignal } = loadAs<RunModule>('darwin', '../lib/run.mjs');
    const child = Object.assign(new EventEmitter(), { pid: 4242, exitCode: null, signalCode: null, kill: jest.fn() });
    const stopped = stopChild(child as never);
    child.emit('exit', 0, null);
    await stopped;
    expect(child.kill).toHaveBeenCalledWith('SIGTERM');
    expect(childProcess.spawnSync).not.toHaveBeenCalled();
    expect(forwardSignal(child as never, 'SIGINT')).toBe(true);
    expect(child.kill).toHaveBeenLastCalledWith('SIGINT');
  });

  it('finds only executable files on the PATH', () => {
    const { findOnPath } = loadAs<ToolsModule>('linux', '../lib/ensure-test-tools.mjs');
    expect(findOnPath('pdftotext.exe', { env: { PATH: bin }, platform: 'linux' })).toBeNull(); // not executable
    expect(findOnPath('node', { env: { PATH: path.dirname(process.execPath) }, platform: 'linux' })).toBe(process.execPath);
  });
});

describe('the scripts and benches', () => {
  const ROOT = path.resolve(__dirname, '../..');
  /** Every .mjs file under a folder of the repository. */
  const files = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [path.join(dir, entry.name)] : [],
    );

  it('spawn nothing but Node itself directly: any other command goes through run.mjs (cross-spawn)', () => {
    const direct = ['scripts', 'bench'].flatMap(files).flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      if (!/from 'node:child_process'|from 'child_process'/.test(source)) return [];
      return [...source.matchAll(/\b(spawn|spawnSync|execFile|execFileSync|exec|execSync)\(\s*([^,)]+)/g)]
        .filter((m) => m[2]!.trim() !== 'process.execPath')
        .map((m) => `${file}: ${m[1]}(${m[2]!.trim()}, ...)`);
    });
    expect(direct).toEqual([]);
  });
});
