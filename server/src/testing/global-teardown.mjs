import pg from 'pg';

export default async function globalTeardown() {
  const template = process.env.KC_TEST_TEMPLATE_DB;
  if (process.env.DATABASE_URL && template) {
    const client = new pg.Client({ connectionString: process.env.KC_TEST_SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
  }
  if (globalThis.__KC_PG__) await globalThis.__KC_PG__.stop();
}
