import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (environment: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', ...environment });

describe('S3 settings', () => {
  it('keeps photos on disk when S3_BUCKET is unset', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it("uses us-east-1, virtual-hosted addressing, no prefix and the SDK's credentials by default", () => {
    expect(load({ S3_BUCKET: 'spaak-photos' }).s3).toEqual({
      bucket: 'spaak-photos',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
  });

  it('reads the endpoint, region, key pair, path style and prefix', () => {
    const { s3 } = load({
      S3_BUCKET: 'spaak-photos',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'spaak/',
    });
    expect(s3).toEqual({
      bucket: 'spaak-photos',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      prefix: 'spaak/',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it('stops the boot naming S3_SECRET_ACCESS_KEY when only the access key id is set', () => {
    expect(() => load({ S3_BUCKET: 'spaak-photos', S3_ACCESS_KEY_ID: 'key-id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
  });

  it('stops the boot naming S3_ACCESS_KEY_ID when only the secret is set', () => {
    expect(() => load({ S3_BUCKET: 'spaak-photos', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    );
  });

  it('stops the boot naming S3_BUCKET when another S3 setting is set without it', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'S3_BUCKET: required with S3_ENDPOINT',
    );
  });

  it('stops the boot naming S3_ENDPOINT or S3_FORCE_PATH_STYLE when malformed', () => {
    expect(() => load({ S3_BUCKET: 'spaak-photos', S3_ENDPOINT: 'minio port 9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => load({ S3_BUCKET: 'spaak-photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('DATABASE_URL', () => {
  it('accepts a PostgreSQL URL, and one that reaches the server through a Unix socket', () => {
    const tcp = 'postgres://spaak:secret@db.example.nl:5432/spaak';
    const socket = 'postgresql://spaak@/spaak?host=/var/run/postgresql';
    expect(load({ DATABASE_URL: tcp }).databaseUrl).toBe(tcp);
    expect(load({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
  });

  it('stops the boot naming DATABASE_URL when it is not a PostgreSQL connection string', () => {
    for (const wrong of [
      'http://db.example.nl/spaak',
      'db.example.nl:5432',
      'postgres://db:port/x',
    ]) {
      expect(() => load({ DATABASE_URL: wrong })).toThrow(
        'DATABASE_URL: expected a postgres:// or postgresql:// connection string',
      );
    }
  });
});

describe('retention settings', () => {
  it('keeps personal data 7 years after invoiced work and 2 years after other work by default', () => {
    expect(load({}).retention).toEqual({ invoicedYears: 7, otherYears: 2 });
  });

  it('reads RETENTION_YEARS_INVOICED and RETENTION_YEARS_OTHER', () => {
    const { retention } = load({ RETENTION_YEARS_INVOICED: '10', RETENTION_YEARS_OTHER: '3' });
    expect(retention).toEqual({ invoicedYears: 10, otherYears: 3 });
  });

  it('stops the boot naming the setting when it is not a whole number of years from 1', () => {
    for (const value of ['0', '1.5', 'twee']) {
      expect(() => load({ RETENTION_YEARS_OTHER: value }), value).toThrow('RETENTION_YEARS_OTHER');
    }
  });
});

describe('empty settings', () => {
  it('take the default, as a setting left out does', () => {
    const config = load({
      PORT: '',
      DATA_DIR: ' ',
      WORKSHOP_NAME: '',
      MAIL_FROM: '',
      RATE_LIMIT_MAX: '',
      S3_REGION: '',
      SESSION_SECRET: '',
    });
    const defaults = load({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.dataDir).toBe(defaults.dataDir);
    expect(config.workshop.name).toBe('Spaak');
    expect(config.mailFrom).toBe(defaults.mailFrom);
    expect(config.rateLimitMax).toBe(defaults.rateLimitMax);
    expect(config.s3).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
  });

  it('leave out the privacy link when PRIVACY_URL is empty, as documented', () => {
    expect(load({ PRIVACY_URL: '' }).workshop.privacyUrl).toBeUndefined();
    expect(load({}).workshop.privacyUrl).toBe('https://spaak.amsterdam/privacy');
  });
});
