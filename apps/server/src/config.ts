import type { FeatureFlags } from '@portal/domain/access';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const nodeEnv =
  process.env.NODE_ENV === 'production' ? 'production' : process.env.NODE_ENV === 'test' ? 'test' : 'development';
const isProduction = nodeEnv === 'production';

/** Every setting the server reads. The README's configuration table mirrors this list. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default(nodeEnv),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SECRET_KEY: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(240),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** Failed sign-in steps one client address may make in an hour (features/auth/client-throttle.ts). */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(10).default(50),
  COOKIE_SECURE: bool(isProduction),
  TRUST_PROXY: bool(false),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('DrivePortal'),
  /** The SMS provider signs its delivery reports and replies (HMAC-SHA256 of the body) with this shared secret. */
  SMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  DEV_OUTBOX: bool(false),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('eu-west-2'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  ADDRESS_LOOKUP_URL: z.string().url().optional(),
  ADDRESS_LOOKUP_KEY: z.string().min(1).optional(),
  BIO_WRITER_URL: z.string().url().optional(),
  BIO_WRITER_KEY: z.string().min(1).optional(),
  BIO_WRITER_MODEL: z.string().min(1).default('gpt-4o-mini'),
  DEMO_MODE: bool(false),
  PERSISTED_QUERIES_ONLY: bool(isProduction),
  /** Serves /metrics (Prometheus) to `Authorization: Bearer <token>`; no /metrics without it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The portal backs itself up into this folder (database and files together); no backups without it. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** On SIGTERM, /readyz answers 503 for this long before the server stops taking requests. */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default(isProduction ? 'info' : 'warn'),
  /** The supplier on each brand's fee invoices (issue 25 §3); the fictional defaults of packages/domain otherwise. */
  INVOICE_SUPPLIER_AA_ADDRESS: z.string().min(1).optional(),
  INVOICE_SUPPLIER_AA_VAT_NUMBER: z.string().min(1).optional(),
  INVOICE_SUPPLIER_BSM_ADDRESS: z.string().min(1).optional(),
  INVOICE_SUPPLIER_BSM_VAT_NUMBER: z.string().min(1).optional(),
  FLAG_INSTRUCTOR_ARREARS_ENABLED: bool(true),
  FLAG_HUBCAPP_REOCCURRING_LESSONS_ENABLE: bool(true),
  FLAG_FLEET_DATABASE_SCHEMA_MIGRATION_ENABLED: bool(true),
  FLAG_MY_BUSINESS_PROFILE_ENABLED: bool(true),
});

export type Config = z.infer<typeof configSchema> & { secretKey: string };

export type RawConfig = z.infer<typeof configSchema>;

/** S3 settings without a bucket are a typo waiting to happen; a key needs its secret. */
const checkS3 = (config: RawConfig) => {
  const given = config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY;
  if (given && !config.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when other S3_* settings are given');
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
};

export const parseConfig = (env: Record<string, string | undefined>): RawConfig => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    if (!config.SECRET_KEY) throw new Error('Invalid configuration:\n  SECRET_KEY: required in production');
    if (config.SMS_TRANSPORT === 'outbox') {
      throw new Error('Invalid configuration:\n  SMS_TRANSPORT: the outbox is for development; set http in production');
    }
    if (config.DEV_OUTBOX) {
      throw new Error('Invalid configuration:\n  DEV_OUTBOX: the outbox page is never served in production');
    }
  }
  if (config.SMS_TRANSPORT === 'http' && !config.SMS_HTTP_URL) {
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_TRANSPORT=http');
  }
  checkS3(config);
  return config;
};

/** Settings that start but deserve a word at start: each line is logged as a warning. */
export const startupWarnings = (config: RawConfig): string[] => {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !config.REDIS_URL) {
    warnings.push(
      'REDIS_URL is not set: rate limits (sign-in attempts per address, texts per account) are kept in this ' +
        "instance's memory. With several instances each counts alone, so every limit multiplies by their number; " +
        'set REDIS_URL to share them.',
    );
  }
  if (config.DATABASE_URL && !config.S3_BUCKET) {
    warnings.push(
      `S3_BUCKET is not set: files (invoices, documents) are kept on this instance's disk in ${config.DATA_DIR}/blobs. ` +
        'With several instances each sees only its own files; set the S3_* settings to share them.',
    );
  }
  return warnings;
};

/** The feature flags (spec 4 §2's getDsGlobalConfig), from the configuration: the same for every request. */
export const featureFlagsOf = (config: RawConfig): FeatureFlags => ({
  instructorArrearsEnabled: config.FLAG_INSTRUCTOR_ARREARS_ENABLED,
  hubcappReoccurringLessonsEnable: config.FLAG_HUBCAPP_REOCCURRING_LESSONS_ENABLE,
  fleetDatabaseSchemaMigrationEnabled: config.FLAG_FLEET_DATABASE_SCHEMA_MIGRATION_ENABLED,
  myBusinessProfileEnabled: config.FLAG_MY_BUSINESS_PROFILE_ENABLED,
});
