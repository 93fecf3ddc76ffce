/**
 * Database commands, run before the API starts (so that several API instances never race):
 *   node dist/database/cli.js migrate   create the database if needed, apply pending migrations
 *   node dist/database/cli.js seed      load the catalogue (+ demo data outside production)
 *   node dist/database/cli.js create-admin <email> [first] [last]
 *                                        create or promote an admin; prints a one-hour set-password link
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfigOrExit } from '../config/app-config.js';
import { DEMO_ACCOUNTS } from './seeders/demo-catalogue.js';
import { migrate } from './migrate.js';
import { ormConfig } from './mikro-orm.config.js';
import { createAdmin } from './create-admin.js';
import { seedDatabase } from './seeders/seed.js';

async function main(command: string | undefined): Promise<void> {
  const config = loadConfigOrExit();
  switch (command) {
    case 'migrate': {
      const applied = await migrate(config.databaseUrl);
      console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
      return;
    }
    case 'seed': {
      const orm = await MikroORM.init(ormConfig(config));
      try {
        const demo = !config.isProduction;
        await seedDatabase(orm.em.fork(), { demoHospitals: demo, demoAccounts: demo });
        console.log(demo ? 'Seeded the catalogue, demo hospitals and demo accounts' : 'Seeded the catalogue');
        if (demo) {
          console.log('Demo accounts (development only):');
          for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
        }
      } finally {
        await orm.close();
      }
      return;
    }
    case 'create-admin': {
      const email = process.argv[3]?.trim().toLowerCase();
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        console.error('Usage: npm run create-admin -- <email> [first name] [last name]');
        process.exitCode = 2;
        return;
      }
      const orm = await MikroORM.init(ormConfig(config));
      try {
        const link = await createAdmin(orm.em.fork(), config, email, process.argv[4] ?? 'Admin', process.argv[5] ?? 'User');
        console.log(`${email} is an admin. Set the password within one hour at:\n  ${link}`);
        console.log('Two-factor authentication will be set up at the first sign-in to the back office.');
      } finally {
        await orm.close();
      }
      return;
    }
    default:
      console.error('Usage: cli.js migrate | seed | create-admin <email> [first name] [last name]');
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
