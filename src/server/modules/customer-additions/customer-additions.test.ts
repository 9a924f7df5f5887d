import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ADDITIONS_MAX } from '../../../contract/customer-additions.ts';
import { customerAdditions, notifications } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { smallPhoto } from '../../test/photos.ts';
import { deleteUnusedPhotos } from '../uploads/service.ts';
import { addCustomerAddition } from './service.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const add = (serviceRequestId: number, addition: { note?: string; photo?: Buffer }) =>
  addCustomerAddition({
    database: server.database,
    jobs: server.app.deps.jobs,
    photoStore: server.app.deps.photoStore,
    serviceRequestId,
    ...addition,
  });

const additionsOf = async (id: number) =>
  (await asAdmin('GET', `/api/service-requests/${id}/customer-additions`)).json();

describe('a customer adds to their request', () => {
  it('keeps a note and a photo, tells the staff, and records it without the words', async () => {
    const request = await insertServiceRequest(server.database.db);
    await add(request.id, { note: '  De voorrem piept nu ook.  ', photo: await smallPhoto() });
    const [addition] = await additionsOf(request.id);
    expect(addition).toMatchObject({
      note: 'De voorrem piept nu ook.',
      photoPath: expect.stringMatching(/^\/api\/photos\//),
    });
    const photo = await asAdmin('GET', addition.photoPath);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.serviceRequestId, request.id));
    expect(told).toMatchObject([
      { type: 'customer_addition', source: 'customer', title: 'Aanvulling van de klant' },
    ]);
    expect(told[0]?.message).toContain('een notitie en een foto');
    const recorded = (await historyOf(server.database.db, request.id)).at(-1);
    expect(recorded).toMatchObject({
      type: 'request.customer_added',
      actor: 'customer',
      payload: { additionId: addition.id, note: true, photo: true },
    });
    expect(JSON.stringify(recorded)).not.toContain('voorrem');
  });

  it('takes a photo alone or a note alone, and refuses neither with 400, storing nothing', async () => {
    const request = await insertServiceRequest(server.database.db);
    await add(request.id, { photo: await smallPhoto() });
    await add(request.id, { note: 'Sleutel ligt bij de buren.' });
    await expect(add(request.id, { note: '   ' })).rejects.toMatchObject({
      code: 'CUSTOMER_ADDITION_EMPTY',
    });
    const additions = await additionsOf(request.id);
    expect(additions.map((addition: { note: string | null }) => addition.note)).toEqual([
      null,
      'Sleutel ligt bij de buren.',
    ]);
  });

  it('refuses a note over 1000 characters and a file that is not an image, storing nothing', async () => {
    const request = await insertServiceRequest(server.database.db);
    await expect(add(request.id, { note: 'x'.repeat(1001) })).rejects.toThrow();
    await expect(add(request.id, { photo: Buffer.from('geen foto') })).rejects.toMatchObject({
      code: 'PHOTO_NOT_AN_IMAGE',
    });
    expect(await additionsOf(request.id)).toEqual([]);
  });

  it(`takes ${CUSTOMER_ADDITIONS_MAX} additions per request and refuses the next with 409, also when they come at once`, async () => {
    const request = await insertServiceRequest(server.database.db);
    await server.database.db.insert(customerAdditions).values(
      Array.from({ length: CUSTOMER_ADDITIONS_MAX - 1 }, (_, index) => ({
        serviceRequestId: request.id,
        note: `Aanvulling ${index + 1}`,
      })),
    );
    const answers = await Promise.allSettled([
      add(request.id, { note: 'De laatste' }),
      add(request.id, { note: 'Een te veel' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await additionsOf(request.id)).toHaveLength(CUSTOMER_ADDITIONS_MAX);
  });

  it('refuses an addition to a rejected or cancelled request with 409, before it reads a photo', async () => {
    const request = await insertServiceRequest(server.database.db, { status: 'rejected' });
    await expect(add(request.id, { note: 'Toch nog een vraag' })).rejects.toMatchObject({
      code: 'CUSTOMER_ADDITIONS_CLOSED',
    });
    // Bytes that are no image would be refused by the photo's checks, had they run.
    await expect(add(request.id, { photo: Buffer.from('geen foto') })).rejects.toMatchObject({
      code: 'CUSTOMER_ADDITIONS_CLOSED',
    });
    expect(await additionsOf(request.id)).toEqual([]);
  });

  it('keeps an added photo when unused photos are cleaned up a day later', async () => {
    const request = await insertServiceRequest(server.database.db);
    await add(request.id, { photo: await smallPhoto() });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await deleteUnusedPhotos({
      db: server.database.db,
      store: server.app.deps.photoStore,
      now: tomorrow,
    });
    const [addition] = await additionsOf(request.id);
    expect((await asAdmin('GET', addition.photoPath)).statusCode).toBe(200);
  });

  it('answers 404 for the additions of a request that does not exist', async () => {
    expect(
      (await asAdmin('GET', '/api/service-requests/999999/customer-additions')).statusCode,
    ).toBe(404);
  });
});
