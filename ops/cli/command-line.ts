import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/**
 * Reads an operator command's options: `--help` prints the usage and exits 0; an unknown option or
 * a missing value prints one line and exits 2, before any database is started.
 */
export function commandLine<Options extends ParseArgsOptionsConfig>(command: string, usage: string, options: Options) {
  try {
    const { values } = parseArgs({ options, strict: true, args: process.argv.slice(2).filter((arg) => !isHelp(arg)) });
    if (process.argv.slice(2).some(isHelp)) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('. ')[0];
    console.error(`${command}: ${reason} (see --help)`);
    process.exit(2);
  }
}

const isHelp = (arg: string) => arg === '--help' || arg === '-h';
