import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface LocalS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The settings (as environment variables) of the API and worker using `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's fixed account: it checks request signatures against these. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver, a devDependency) on a free loopback port, with these buckets,
 * storing under a folder of the run's own. It runs in a child process because it needs
 * `--openssl-legacy-provider`: it makes its listings' continuation tokens with DES, which the
 * OpenSSL 3 of Node 24 only has in its legacy provider (without it, a truncated listing is a 500).
 */
export async function startS3Server(buckets: string[]): Promise<LocalS3> {
  const dir = mkdtempSync(join(process.env.TEST_RUN_DIR!, 's3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const args = ['--openssl-legacy-provider', bin, '--directory', dir, '--address', '127.0.0.1', '--port', '0', '--silent'];
  for (const bucket of buckets) args.push('--configure-bucket', bucket);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /S3rver listening on ([\d.]+):(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(`http://${listening[1]}:${listening[2]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  return {
    endpoint,
    env: (bucket) => ({
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
