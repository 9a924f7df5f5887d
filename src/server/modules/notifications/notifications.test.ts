import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { type NotificationSubject, raiseNotification } from './service.ts';

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

  it('names the request or the customer a notification is about, for the drawer to open', async () => {
    const { db } = server.database;
    const request = await insertServiceRequest(db);
    const [customer] = await db
      .insert(customers)
      .values({ email: 'belt@example.nl', fullName: 'Belt Iemand' })
      .returning();
    if (!customer) throw new Error('customer insert returned no row');
    const about = async (subject: NotificationSubject) => {
      await raiseNotification(db, {
        type: 'test',
        title: 'Over',
        message: '',
        severity: 'info',
        about: subject,
      });
      const [latest] = (await call('GET', '/api/notifications')).json();
      return latest;
    };
    expect(await about({ serviceRequestId: request.id })).toMatchObject({
      relatedId: String(request.id),
      serviceRequestId: request.id,
      customerId: null,
    });
    expect(await about({ customerId: customer.id })).toMatchObject({
      relatedId: String(customer.id),
      serviceRequestId: null,
      customerId: customer.id,
    });
    expect(await about({})).toMatchObject({
      relatedId: null,
      serviceRequestId: null,
      customerId: null,
    });
  });

  it('marks the notifications about a request handled when it is approved or rejected, and no others', async () => {
    const { db } = server.database;
    const aboutRequest = async (title: string) => {
      const request = await insertServiceRequest(db);
      await raiseNotification(db, {
        type: 'test',
        title,
        message: '',
        severity: 'info',
        about: { serviceRequestId: request.id },
      });
      return request.id;
    };
    const approved = await aboutRequest('Goed te keuren');
    const rejected = await aboutRequest('Af te wijzen');
    await aboutRequest('Blijft staan');
    await raise('Over niets');
    const readOf = async () => {
      const all: { title: string; isRead: boolean; readAt: string | null }[] = (
        await call('GET', '/api/notifications')
      ).json();
      return Object.fromEntries(all.map((item) => [item.title, item]));
    };

    expect((await call('PATCH', `/api/service-requests/${approved}/approve`, {})).statusCode).toBe(
      200,
    );
    const rejection = { customReason: 'Geen onderdelen meer te krijgen' };
    expect(
      (await call('PATCH', `/api/service-requests/${rejected}/reject`, rejection)).statusCode,
    ).toBe(200);
    const after = await readOf();
    expect(after['Goed te keuren']).toMatchObject({ isRead: true, readAt: expect.any(String) });
    expect(after['Af te wijzen']).toMatchObject({ isRead: true, readAt: expect.any(String) });
    expect(after['Blijft staan']).toMatchObject({ isRead: false, readAt: null });
    expect(after['Over niets']).toMatchObject({ isRead: false, readAt: null });

    // A refused change (the request is no longer pending) leaves its notifications alone.
    await call('PATCH', '/api/notifications/read-all');
    await raiseNotification(db, {
      type: 'test',
      title: 'Na de goedkeuring',
      message: '',
      severity: 'info',
      about: { serviceRequestId: approved },
    });
    expect((await call('PATCH', `/api/service-requests/${approved}/approve`, {})).statusCode).toBe(
      409,
    );
    expect((await readOf())['Na de goedkeuring']).toMatchObject({ isRead: false });
  });

  it('deletes a notification, and answers 404 for one that does not exist', async () => {
    await raise('Verwijder mij');
    const [latest] = (await call('GET', '/api/notifications')).json();
    expect((await call('DELETE', `/api/notifications/${latest.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notifications/${latest.id}`)).statusCode).toBe(404);
  });
});
