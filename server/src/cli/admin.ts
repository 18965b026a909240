/**
 * `npm run admin -- reset-2fa USERNAME`: turns off the two-factor sign-in of an account, for an owner
 * who lost their phone and recovery codes and whom no other owner can reset (the owner from
 * ADMIN_USERNAME above all). Its recovery codes are deleted, its sessions end, the audit trail records
 * it (address "command line") and, with an e-mail address, the account is mailed. Run it on the
 * server, with the app's environment (DATABASE_URL or DATA_DIR); whoever can run it can read the
 * database anyway.
 */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { runCommand } from './cli-run.js';
import { createLogger } from '../common/logger.js';
import { initOrm } from '../database-start.js';
import { AdminUser } from '../modules/auth/admin-user.entity.js';
import { clearSecondFactor, resetNotice } from '../modules/two-factor/two-factor.service.js';
import { commandDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run admin -- reset-2fa USERNAME';
/** The audit trail's address of a change made by this command. */
export const COMMAND_LINE = 'command line';

async function resetTwoFactor(url: string, username: string): Promise<string> {
  const orm = await initOrm(url);
  try {
    const em = orm.em.fork();
    const user = await em.findOne(AdminUser, { username: username.trim().toLowerCase() });
    if (!user) throw new Error(`No account is called "${username}".`);
    const mail = await resetNotice(user, COMMAND_LINE);
    const author = { admin: { id: user.id, username: user.username, role: user.role }, ip: COMMAND_LINE };
    const ended = await em.transactional((tx) => clearSecondFactor(tx, user, author, mail));
    return (
      `Two-factor sign-in of ${user.username} is off, its recovery codes deleted, ${ended} session(s) ended.\n` +
      `Sign in with the password: an owner (or anyone, when every account must use it) sets it up again at once.` +
      (mail ? `\nA notice was queued for the account's e-mail address.` : '')
    );
  } finally {
    await orm.close();
  }
}

async function run(): Promise<number> {
  const [command, username] = process.argv.slice(2);
  if (command !== 'reset-2fa' || !username) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const db = await commandDatabase(config, logger);
  try {
    console.log(await resetTwoFactor(db.url, username));
    return 0;
  } finally {
    await db.stop();
  }
}

runCommand(run);
