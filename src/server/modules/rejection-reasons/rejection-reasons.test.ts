import { describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION_REASONS } from '../../db/seed.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp } from '../../test/app.ts';

describe('GET /api/rejection-reasons', () => {
  it('answers the reasons by name, each with its id, description and whether it is offered', async () => {
    const server = await createTestApp();
    try {
      const response = await (await signInAdmin(server))('GET', '/api/rejection-reasons');
      expect(response.statusCode).toBe(200);
      const byName = [...DEFAULT_REJECTION_REASONS].sort((a, b) => a.name.localeCompare(b.name));
      expect(response.json()).toStrictEqual(
        byName.map(({ name, description }) => ({
          id: expect.any(Number),
          name,
          description,
          isActive: true,
        })),
      );
    } finally {
      await server.close();
    }
  });
});
