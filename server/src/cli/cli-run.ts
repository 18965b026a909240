import { ConfigError } from '../config.js';

/**
 * Runs a command line's work and exits with its code; a failure is printed as one line (a bad setting
 * as "Configuration error: …", anything else after `failed`) and exits 1.
 */
export function runCommand(run: () => Promise<number>, failed = 'Failed'): void {
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? `Configuration error: ${error.message}`
          : `${failed}: ${(error as Error)?.message ?? String(error)}`,
      );
      process.exit(1);
    },
  );
}
