/** A Dockerfile read as its instructions, grouped by build stage (continuations joined, comments dropped). */
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  from: string;
  name: string | null;
  instructions: Instruction[];
}
export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(file: string): Dockerfile {
  const logical = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [from = '', , name = null] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`${file}: ${keyword} before the first FROM`);
      const [name = '', value = ''] = args.split('=');
      globalArgs[name] = value;
    } else stages.at(-1)!.instructions.push(instruction);
  }
  return { globalArgs, stages };
}

/** A COPY's options, sources and destination (JSON or plain form). */
export function copyParts(args: string): { from: string | null; sources: string[]; destination: string } {
  const words = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const options = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = options.find((o) => o.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

export const instructionsOf = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);

/** The stage an image is made of. */
export const finalStage = (d: Dockerfile): Stage => d.stages.at(-1)!;
