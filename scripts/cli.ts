import { addAdminSchema } from '../src/contract/admins.ts';
import { createLoginLink } from '../src/server/auth/service.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/connect.ts';
import { AppError } from '../src/server/errors.ts';
import { describeBootFailure, openConfiguredDatabase } from '../src/server/main.ts';
import { addAdmin, removeAdmin } from '../src/server/modules/admins/service.ts';
import { seedDemoData } from './seed-demo.ts';

const USAGE = `Usage: npm run cli -- <command>

  admin:add EMAIL       give EMAIL admin rights
  admin:remove EMAIL    take admin rights away from EMAIL
  login-link EMAIL      print a one-time sign-in link for EMAIL (valid 15 minutes)
  seed:demo [N]         add N realistic demo requests (default 200)`;

const HELP_FLAGS = new Set(['--help', '-h', 'help']);

type Command = (options: {
  database: Database;
  config: Config;
  argument: string | undefined;
}) => Promise<string>;

const requireArgument = (argument: string | undefined, name: string) => {
  if (!argument) throw new UsageError(`${name} is missing`);
  return argument;
};

/** The same rule as the dashboard's form, so the command line adds no address it would refuse. */
const requireEmail = (argument: string | undefined) => {
  const email = requireArgument(argument, 'EMAIL');
  if (!addAdminSchema.shape.email.safeParse(email).success) {
    throw new UsageError(`EMAIL must be an e-mail address, not "${email}"`);
  }
  return email;
};

class UsageError extends Error {}

const commands: Record<string, Command> = {
  'admin:add': async ({ database, argument }) => {
    const admin = await addAdmin({ db: database.db, email: requireEmail(argument) });
    return `${admin.email} is now an admin.`;
  },
  'admin:remove': async ({ database, argument }) => {
    const admin = await removeAdmin({ db: database.db, email: requireArgument(argument, 'EMAIL') });
    return `${admin.email} is no longer an admin.`;
  },
  'login-link': async ({ database, config, argument }) =>
    createLoginLink({ database, config, email: requireEmail(argument) }),
  'seed:demo': async ({ database, argument }) => {
    const count = argument === undefined ? 200 : Number(argument);
    if (!Number.isInteger(count) || count < 1) throw new UsageError('N must be a whole number ≥ 1');
    const started = Date.now();
    await seedDemoData(database, {
      count,
      onProgress: (done) => process.stderr.write(`\r${done}/${count}`),
    });
    process.stderr.write('\n');
    return `Added ${count} demo requests in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  },
};

async function main(argv: string[]) {
  const [name, argument] = argv;
  if (name && HELP_FLAGS.has(name)) {
    console.log(USAGE);
    return 0;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  let config: Config;
  let database: Database;
  try {
    config = loadConfig();
    database = await openConfiguredDatabase(config);
  } catch (error) {
    // A bad setting, a database in use or out of reach, a failed migration: the operator's to fix.
    console.error(describeBootFailure(error));
    return 1;
  }
  try {
    console.log(await command({ database, config, argument }));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
