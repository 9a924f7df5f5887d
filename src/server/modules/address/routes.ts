import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressAutocompleteQuerySchema,
  addressLookupQuerySchema,
  addressLookupResultSchema,
  addressSuggestionSchema,
} from '../../../contract/address.ts';
import { lookUpAddress, suggestAddresses } from './service.ts';

export async function registerAddressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { addressDirectory: directory } = app.deps;

  app.get(
    '/api/address-lookup',
    {
      schema: {
        summary: 'Street and city for a Dutch postcode and house number',
        querystring: addressLookupQuerySchema,
        response: { 200: addressLookupResultSchema },
      },
    },
    (request) => lookUpAddress({ directory, query: request.query }),
  );

  app.get(
    '/api/address-autocomplete',
    {
      schema: {
        summary: 'Up to five address suggestions for typed text',
        querystring: addressAutocompleteQuerySchema,
        response: { 200: z.array(addressSuggestionSchema) },
      },
    },
    (request) => suggestAddresses({ directory, text: request.query.q, limit: request.query.limit }),
  );
}
