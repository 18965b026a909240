// The server project's Jest environment: Node's, plus `__setTimeZone(zone)` for tests that play a
// visitor or server in another time zone. It runs outside the test sandbox, where `process.env.TZ`
// is the real one (the sandbox's `process.env` is a copy, so setting TZ there changes nothing).
import { TestEnvironment } from 'jest-environment-node';

export default class ServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const initial = process.env.TZ;
    this.restoreTimeZone = () => {
      if (initial === undefined) delete process.env.TZ;
      else process.env.TZ = initial;
    };
    this.global.__setTimeZone = (zone) => {
      if (zone === undefined) this.restoreTimeZone();
      else process.env.TZ = zone;
    };
  }

  async teardown() {
    this.restoreTimeZone();
    await super.teardown();
  }
}
