/**
 * Passwords of 12 characters or more that appear near the top of published breach lists; a staff
 * password must not be one of them (nor a single character repeated, nor a keyboard or digit run).
 */
const COMMON = new Set([
  '123456789012', '1234567890123', '12345678910', '123123123123', '111111111111', '000000000000', '123456123456',
  'qwertyuiopas', 'qwerty123456', '1q2w3e4r5t6y', 'q1w2e3r4t5y6', 'qwertyqwerty', 'asdfghjklzxc', 'zxcvbnmasdfg',
  'password1234', 'password123!', 'passwordpassword', 'password12345', 'p@ssword1234', 'p@ssw0rd1234', 'passw0rd1234',
  'iloveyou1234', 'iloveyouiloveyou', 'administrator', 'administrator1', 'admin1234567', 'adminadmin123', 'welcome12345',
  'welcome123456', 'letmein12345', 'changeme1234', 'football1234', 'baseball1234', 'sunshine1234', 'princess1234',
  'monkey123456', 'dragon123456', 'master123456', 'superman1234', 'trustno11234', 'abc123456789', 'abcdefghijkl',
  'abcd12345678', 'mizan1234567', 'mizanprivacy', 'saudiarabia1', 'pdplcompliance', 'dataprotection', 'privacy12345',
]);

const RUNS = ['0123456789012345678901234567890', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnmqwertyuiop'];

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if (/^(.)\1+$/.test(lower)) return true;
  return RUNS.some((run) => run.includes(lower) || [...run].reverse().join('').includes(lower));
}
