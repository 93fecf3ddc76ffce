import { hash } from '@node-rs/argon2';

/**
 * The password hash of an account a test writes straight into the database (the factories here, the e2e fixtures):
 * argon2id at its least cost. Verifying reads the cost from the hash, so a sign-in still runs the product's own check;
 * at production's cost (hashPassword: 19 MiB, 2 passes) an account's hash and sign-in took some 30 ms of CPU, hundreds
 * of times a run on two cores. Passwords the product hashes itself (sign-up, resets) keep its cost.
 */
export function testPasswordHash(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id (a const enum) */, memoryCost: 1024, timeCost: 1, parallelism: 1 });
}
