// A tiny flag reader for the two headless entries: `--name value` or `--name=value`, booleans bare.
export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], booleans: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (eq > 0) flags.set(name, a.slice(eq + 1));
    else if (booleans.includes(name)) flags.set(name, true);
    else {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value`);
      flags.set(name, v);
      i++;
    }
  }
  return { positional, flags };
}

export function intFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = args.flags.get(name);
  if (v === undefined) return undefined;
  if (v === true || !/^\d+$/.test(v)) throw new Error(`--${name} must be a whole number`);
  const n = Number(v);
  if (n < min || n > max) throw new Error(`--${name} must be between ${min} and ${max}`);
  return n;
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  if (v === true) throw new Error(`--${name} needs a value`);
  return v;
}
