import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/**
 * Reads an operator command's options: `--help` prints the usage and exits 0; an unknown option,
 * a missing value or a word that is not one of `subcommands` prints one line and exits 2, before
 * any database is started.
 */
export function commandLine<Options extends ParseArgsOptionsConfig>(
  command: string,
  usage: string,
  options: Options,
  subcommands: readonly string[] = [],
) {
  const args = process.argv.slice(2);
  try {
    const { values, positionals } = parseArgs({
      options,
      strict: true,
      allowPositionals: subcommands.length > 0,
      args: args.filter((arg) => !isHelp(arg)),
    });
    if (args.some(isHelp)) {
      console.log(usage);
      process.exit(0);
    }
    const [subcommand, ...extra] = positionals;
    if (extra.length > 0 || (subcommand !== undefined && !subcommands.includes(subcommand))) {
      throw new Error(`Unexpected argument '${extra[0] ?? subcommand}'`);
    }
    return { ...values, subcommand };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('. ')[0];
    console.error(`${command}: ${reason} (see --help)`);
    process.exit(2);
  }
}

const isHelp = (arg: string) => arg === '--help' || arg === '-h';
