/** A configuration problem: main.ts prints its message as one line and exits. */
export class ConfigError extends Error {}
