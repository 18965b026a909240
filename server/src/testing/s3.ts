import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server for tests, with one empty bucket (and any others asked for). */
export interface TestS3 {
  /** The app's S3_* variables for this server and bucket. */
  env: Record<string, string>;
  bucket: string;
  stop(): Promise<void>;
}

/** Starts s3rver (an S3 implementation on the file system) on a free loopback port. */
export async function startTestS3(bucket = 'kculture-test', others: string[] = []): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kc-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...others].map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver checks signatures against its fixed development keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
