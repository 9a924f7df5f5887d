import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.ts';

const answerSchema = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  contact: z.object({ phone: z.string() }).nullable(),
  nickname: z.string().optional(),
  createdAt: z.date(),
  archivedAt: z.date().nullable(),
  labels: z.array(z.object({ id: z.number(), color: z.enum(['red', 'blue']) })),
});

/** One route answering `answer` through the serializer, as the app's routes do. */
async function answering(answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler);
  app.get('/', { schema: { response: { 200: answerSchema } } }, async () => answer);
  const response = await app.inject('/');
  await app.close();
  return response;
}

const stored = {
  id: 7,
  name: 'Anna de Vries',
  note: null,
  contact: null,
  createdAt: new Date('2026-11-26T09:30:00.123Z'),
  archivedAt: null,
  labels: [{ id: 1, color: 'red' }],
};

describe('the answer serializer', () => {
  it('writes what zod and JSON.stringify would write: dates as ISO strings, nulls kept, unset fields left out', async () => {
    const response = await answering(stored);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(answerSchema.parse(stored))));
    expect(response.json().createdAt).toBe('2026-11-26T09:30:00.123Z');
    expect(response.json()).not.toHaveProperty('nickname');
  });

  it('writes only the fields the schema names, so a column the contract leaves out stays on the server', async () => {
    const response = await answering({
      ...stored,
      searchText: 'anna de vries',
      contact: { phone: '+31 612345678', internal: true },
      labels: [{ id: 1, color: 'red', internal: true }],
    });
    expect(response.json()).not.toHaveProperty('searchText');
    expect(response.json().contact).toEqual({ phone: '+31 612345678' });
    expect(response.json().labels).toEqual([{ id: 1, color: 'red' }]);
  });

  it('refuses to write an answer without a required field, and answers 500 instead', async () => {
    const { name: _name, ...withoutName } = stored;
    const response = await answering(withoutName);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Anna');
  });
});
