import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { raiseNotification } from './service.ts';

let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const raise = (title: string) =>
  raiseNotification(server.database.db, {
    type: 'test',
    title,
    message: `${title} bericht`,
    severity: 'warning',
    source: 'cyclesoftware',
  });

describe('notifications', () => {
  it('lists notifications newest first and counts the unread ones', async () => {
    await raise('Eerste');
    await raise('Tweede');
    const all = (await call('GET', '/api/notifications')).json();
    expect(all.slice(0, 2).map((item: { title: string }) => item.title)).toEqual([
      'Tweede',
      'Eerste',
    ]);
    const unread = (await call('GET', '/api/notifications/unread')).json();
    expect(unread.count).toBe(2);
  });

  it('marks one read, then all read', async () => {
    await raise('Lees mij');
    const [latest] = (await call('GET', '/api/notifications')).json();
    const read = await call('PATCH', `/api/notifications/${latest.id}/read`);
    expect(read.json()).toMatchObject({ isRead: true });
    expect(read.json().readAt).not.toBeNull();
    await call('PATCH', '/api/notifications/read-all');
    expect((await call('GET', '/api/notifications/unread')).json().count).toBe(0);
  });

  it('deletes a notification, and answers 404 for one that does not exist', async () => {
    await raise('Verwijder mij');
    const [latest] = (await call('GET', '/api/notifications')).json();
    expect((await call('DELETE', `/api/notifications/${latest.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notifications/${latest.id}`)).statusCode).toBe(404);
  });
});
