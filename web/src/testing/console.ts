import { format } from 'node:util';

/**
 * A test fails when it writes to console.error or console.warn, unless it declared that call
 * with `expectConsole` (web/src/testing/setup.ts installs the guard). An unexpected warning is
 * nearly always a real problem: a query without a mock, a state update after the test ended.
 */

export type ConsoleLevel = 'error' | 'warn';

type Expectation = { level: ConsoleLevel; pattern: RegExp | string; seen: number };
type Call = { level: ConsoleLevel; message: string };

const levels: readonly ConsoleLevel[] = ['error', 'warn'];
const originals = { error: console.error, warn: console.warn };

let expectations: Expectation[] = [];
let unexpected: Call[] = [];
let inTest = false;

const matches = (pattern: RegExp | string, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/**
 * Declares that the current test writes `console[level]` with a message matching `pattern`
 * (a substring, or a regular expression tried on the formatted message). Matching calls are
 * allowed, and at least one is required: the test fails if none comes. Only for a log that is
 * the behaviour under test, such as a component reporting a broken picture or a failed query.
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  if (!inTest) throw new Error('expectConsole is for use inside a test');
  expectations.push({ level, pattern, seen: 0 });
}

function record(level: ConsoleLevel, args: unknown[]) {
  const message = format(...args);
  const expectation = expectations.find(
    (candidate) => candidate.level === level && matches(candidate.pattern, message),
  );
  if (expectation) {
    expectation.seen += 1;
    return;
  }
  unexpected.push({ level, message });
}

function report(calls: readonly Call[], where: string): string {
  return calls
    .map(({ level, message }) => `console.${level} ${where}:\n${message.replace(/^/gm, '    ')}`)
    .join('\n\n');
}

const guards = {
  error: (...args: unknown[]) => record('error', args),
  warn: (...args: unknown[]) => record('warn', args),
};

/** Replaces console.error and console.warn for the rest of this test file. */
export function installConsoleGuard(): void {
  for (const level of levels) console[level] = guards[level];
}

/** Before a test: fails it on calls made since the last check (in hooks, beforeAll, late timers). */
export function startConsoleTest(): void {
  const leftover = unexpected;
  expectations = [];
  unexpected = [];
  inTest = true;
  if (leftover.length > 0) {
    throw new Error(
      `Unexpected console output since the last test (in a hook, beforeAll, or a late timer)\n\n${report(leftover, 'outside a test')}`,
    );
  }
}

/** After a test: fails it on an unexpected call, or an expected one that never came. */
export function endConsoleTest(): void {
  const calls = unexpected;
  const missing = expectations.filter((expectation) => expectation.seen === 0);
  expectations = [];
  unexpected = [];
  inTest = false;
  const problems = [];
  for (const level of levels) {
    if (console[level] === guards[level]) continue;
    console[level] = guards[level];
    problems.push(
      `console.${level} was replaced and not restored; declare expected calls with expectConsole`,
    );
  }
  if (calls.length > 0) {
    problems.push(
      `Unexpected console output (declare it with expectConsole only if it is the behaviour under test)\n\n${report(calls, 'in this test')}`,
    );
  }
  for (const { level, pattern } of missing) {
    const shown = typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern);
    problems.push(`Expected console.${level} matching ${shown}, but none was written`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}

/** After the last test: calls made after it would otherwise go unnoticed. */
export function endConsoleFile(): void {
  const calls = unexpected;
  unexpected = [];
  for (const level of levels) console[level] = originals[level];
  if (calls.length > 0) {
    throw new Error(`Unexpected console output after the last test\n\n${report(calls, 'after the tests')}`);
  }
}
