import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, uploadPhotoResultSchema } from '../../../contract/uploads.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { AppError } from '../../errors.ts';
import { readPhoto, storePhoto } from './service.ts';

/**
 * An `onRequest` hook that counts uploads per IP in a minute and in an hour, and refuses one
 * over either limit with 429 before its body is read: each photo costs CPU and disk, and the
 * general limit would let one address upload hundreds an hour.
 */
export function limitUploadsPerAddress(
  app: FastifyInstance,
  limits: { perMinute: number; perHour: number },
): onRequestAsyncHookHandler {
  const windows = [
    app.createRateLimit({ max: limits.perMinute, timeWindow: '1 minute' }),
    app.createRateLimit({ max: limits.perHour, timeWindow: '1 hour' }),
  ];
  return async (request) => {
    let retryAfterSeconds = 0;
    for (const window of windows) {
      const count = await window(request);
      if (!count.isAllowed && count.isExceeded) {
        retryAfterSeconds = Math.max(retryAfterSeconds, count.ttlInSeconds);
      }
    }
    if (retryAfterSeconds > 0) {
      throw new AppError(
        'PHOTO_UPLOADS_LIMITED',
        { minutes: Math.ceil(retryAfterSeconds / 60) },
        { retryAfterSeconds },
      );
    }
  };
}

export async function registerUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { photoStore: store, config } = app.deps;
  await app.register(fastifyMultipart, {
    // Stops reading a larger file early. Busboy refuses more than `fileSize` bytes, the same
    // boundary as the contract's isPhotoTooLarge, which storePhoto applies.
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/upload-photo',
    {
      onRequest: limitUploadsPerAddress(app, config.uploadRateLimit),
      schema: {
        summary: 'Stores a photo of a bike (multipart field "photo"; images up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadPhotoResultSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('PHOTO_MISSING');
      let bytes: Buffer;
      try {
        const files = request.files();
        const { value: file } = await files.next();
        if (file?.fieldname !== 'photo') throw new AppError('PHOTO_MISSING');
        bytes = await file.toBuffer();
        // Reading on is what reports a part beyond the parser's limit of one.
        await files.next();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PHOTO_TOO_LARGE');
        }
        if (
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FilesLimitError
        ) {
          throw new AppError('PHOTO_ONE_PER_UPLOAD');
        }
        // The multipart parser's own errors (a cut-off or malformed body) carry no status.
        throw new AppError('PHOTO_MALFORMED');
      }
      return reply.code(201).send(await storePhoto({ store, bytes }));
    },
  );

  app.get(
    '/api/photos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'A stored photo (admins only); ?size=thumbnail for the small one',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ size: z.enum(['full', 'thumbnail']).default('full') }),
      },
    },
    async (request, reply) => {
      const bytes = await readPhoto({ store, id: request.params.id, variant: request.query.size });
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
}
