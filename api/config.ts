import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

// Addresses or CIDR ranges, comma separated; each must parse, so a typo fails at start-up.
const addressList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isAddressOrRange), 'expected IP addresses or CIDR ranges, comma separated');

const configSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_URL: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Concurso de Diseño <no-responder@concurso.local>'),
  SUPPORT_EMAIL: z.string().email().default('soporte@concurso.local'),
  TEXTURE_PROVIDER: z.enum(['procedural', 'stability']).default('procedural'),
  STABILITY_API_KEY: z.string().optional(),
  STABILITY_API_URL: z.string().url().default('https://api.stability.ai'),
  TEXTURE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  TEXTURE_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(true),
  PUBLIC_URL: z.string().url().optional(),
  /** Meta app (Instagram and Facebook login); without it those calls answer "not configured". */
  META_APP_ID: z.string().optional(),
  /** TikTok app; without both, TikTok's auth and upload answer "not configured". */
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_API_URL: z.string().url().default('https://open.tiktokapis.com'),
  /** Defaults to true, and to false when NODE_ENV=production. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  SOCKET_ADAPTER: z.enum(['postgres']).optional(),
  TRUSTED_PROXIES: addressList,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  AUTH_EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  VOTE_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  VOTE_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(6000),
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  /** log2 of scrypt's N (OWASP: 17); tests lower it to stay fast. Older hashes are upgraded at login. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** The brand pages the client is built to frame (client/src/config/embeds.ts); the CSP allows their origins. */
  VITE_EMBED_JOURNEY_URL: z.string().optional(),
  VITE_EMBED_JOURNEY_FOR_YOU_URL: z.string().optional(),
  VITE_EMBED_BLOG_URL: z.string().optional(),
  VITE_EMBED_PROMOTIONS_URL: z.string().optional(),
  VITE_EMBED_NEWS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'SEED_DEMO'> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  production: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_URL) {
    throw new ConfigError(
      'EVENT_STORE=eventstoredb needs EVENTSTORE_URL (an EventStoreDB/KurrentDB connection string)',
    );
  }
  if (config.TEXTURE_PROVIDER === 'stability' && !config.STABILITY_API_KEY) {
    throw new ConfigError('TEXTURE_PROVIDER=stability needs STABILITY_API_KEY (the image API key)');
  }
  const missingS3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !config[name as keyof typeof config],
  );
  if (config.BLOB_STORE === 's3' && missingS3.length > 0) {
    throw new ConfigError(`BLOB_STORE=s3 needs ${missingS3.join(', ')} (an S3 or MinIO bucket and its keys)`);
  }
  return { ...config, ...productionRules(config), PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

// With NODE_ENV=production nothing known to the world gets in: no demo accounts (their passwords are
// printed and shared), no codes or reset links left in DATA_DIR/outbox for whoever reads the disk,
// and no link in a mail that sends a session over plain http.
function productionRules(config: z.infer<typeof configSchema>) {
  const production = config.NODE_ENV === 'production';
  const seedDemo =
    config.SEED_DEMO === undefined ? !production : config.SEED_DEMO === 'true' || config.SEED_DEMO === '1';
  if (production && seedDemo)
    throw new ConfigError('SEED_DEMO cannot be true with NODE_ENV=production: demo accounts have known passwords');
  if (production && !config.SMTP_URL)
    throw new ConfigError('NODE_ENV=production needs SMTP_URL (codes and reset links are mailed)');
  if (production && !config.PUBLIC_URL?.startsWith('https://'))
    throw new ConfigError('NODE_ENV=production needs PUBLIC_URL with https:// (TLS ends at the proxy)');
  return { production, SEED_DEMO: seedDemo };
}

/** The addresses of the pages the site frames, as the client was built with them. */
export function embedUrls(config: Config): (string | undefined)[] {
  return [
    config.VITE_EMBED_JOURNEY_URL,
    config.VITE_EMBED_JOURNEY_FOR_YOU_URL,
    config.VITE_EMBED_BLOG_URL,
    config.VITE_EMBED_PROMOTIONS_URL,
    config.VITE_EMBED_NEWS_URL,
  ];
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The configured proxies as a list `check()` can ask; IPv4 peers seen as `::ffff:a.b.c.d` match too. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}
