import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const configSchema = z.object({
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
  SEED_DEMO: flag(true),
  SOCKET_ADAPTER: z.enum(['postgres']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

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
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
