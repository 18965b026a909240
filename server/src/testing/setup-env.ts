// Runs in every server test worker before the test file.
process.env.NODE_ENV = 'test';
process.env.TZ = process.env.TEST_TZ ?? 'UTC';
