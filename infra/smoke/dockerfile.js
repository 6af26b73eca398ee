/**
 * A Dockerfile read as its instructions, grouped by build stage: continuation lines joined, comment
 * lines dropped (as Docker drops them, also inside a continuation), each instruction with the line it
 * starts on so that whatever reads it can name that line.
 */
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ keyword: string, args: string, line: number }} Instruction
 * @typedef {{ from: string, name: string | null, line: number, instructions: Instruction[] }} Stage
 * @typedef {{ file: string, globalArgs: Record<string, string>, stages: Stage[] }} Dockerfile
 */

/** @param {string} file @returns {Dockerfile} */
export function parseDockerfile(file) {
  return parseDockerfileText(readFileSync(file, 'utf8'), file);
}

/** @param {string} text @param {string} file the name errors give @returns {Dockerfile} */
export function parseDockerfileText(text, file) {
  /** @type {{ text: string, line: number }[]} */
  const logical = [];
  let pending = null;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw) || (pending === null && raw.trim() === '')) return;
    const continued = /\\\s*$/.test(raw);
    const part = continued ? raw.replace(/\\\s*$/, '') : raw;
    pending = pending === null ? { text: part, line: index + 1 } : { ...pending, text: `${pending.text} ${part}` };
    if (!continued) {
      logical.push({ text: pending.text.trim(), line: pending.line });
      pending = null;
    }
  });
  if (pending !== null) logical.push({ text: pending.text.trim(), line: pending.line });

  /** @type {Record<string, string>} */
  const globalArgs = {};
  /** @type {Stage[]} */
  const stages = [];
  for (const { text: instructionText, line } of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(instructionText) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args, line };
    if (instruction.keyword === 'FROM') {
      const words = args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const [from = '', as, name = null] = words;
      if (as !== undefined && as.toUpperCase() !== 'AS') throw new Error(`${file}:${line}: FROM takes an image and "AS name" only`);
      stages.push({ from, name, line, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`${file}:${line}: ${keyword} before the first FROM`);
      const at = args.indexOf('=');
      globalArgs[at < 0 ? args : args.slice(0, at)] = at < 0 ? '' : args.slice(at + 1);
    } else stages.at(-1).instructions.push(instruction);
  }
  return { file, globalArgs, stages };
}

/**
 * A COPY's options, sources and destination (JSON or plain form).
 * @param {string} args
 * @returns {{ from: string | null, options: string[], sources: string[], destination: string }}
 */
export function copyParts(args) {
  const words = args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/);
  const options = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = options.find((o) => o.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, options, sources: paths.slice(0, -1), destination: paths.at(-1) };
}

/** @param {Stage} stage @param {string} keyword */
export const instructionsOf = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword);

/** The stage an image is made of. @param {Dockerfile} d @returns {Stage} */
export const finalStage = (d) => d.stages.at(-1);
