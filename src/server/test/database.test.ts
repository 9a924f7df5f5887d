import { describe, expect, it } from 'vitest';
import { withDatabaseName } from './database.ts';

describe('a PostgreSQL URL withDatabaseName another database', () => {
  it('replaces the database and keeps the credentials, host, port and parameters', () => {
    expect(
      withDatabaseName('postgres://spaak:secret@db.example.nl:5432/spaak?sslmode=require', 'other'),
    ).toBe('postgres://spaak:secret@db.example.nl:5432/other?sslmode=require');
  });

  it('adds the database to a URL that names none', () => {
    expect(withDatabaseName('postgres://postgres@127.0.0.1:5432', 'other')).toBe(
      'postgres://postgres@127.0.0.1:5432/other',
    );
  });

  it('replaces the database of a Unix-socket URL, whose host is empty', () => {
    expect(withDatabaseName('postgresql://postgres@/test?host=/var/run/postgresql', 'other')).toBe(
      'postgresql://postgres@/other?host=/var/run/postgresql',
    );
  });
});
