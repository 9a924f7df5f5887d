import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';

/**
 * Every API route, by who may call it. The webhooks check their vendor's signature instead of
 * a session; the OpenAPI description is public. The built app's files, outside `/api/`, are
 * public too.
 */
const API_ROUTE_ACCESS: Record<string, 'public' | 'admin'> = {
  'GET /api/health': 'public',
  'GET /api/auth/user': 'public',
  'GET /api/login': 'public',
  'POST /api/login': 'public',
  'GET /api/callback': 'public',
  'POST /api/auth/magic-link': 'public',
  'GET /api/auth/magic': 'public',
  'POST /api/auth/magic': 'public',
  'GET /api/logout': 'public',
  'GET /api/address-lookup': 'public',
  'GET /api/address-autocomplete': 'public',
  'POST /api/upload-photo': 'public',
  'GET /api/site': 'public',
  'GET /api/config/service-wait-times': 'public',
  'GET /api/config/on-location-note': 'public',
  'GET /api/lease-companies': 'public',
  'POST /api/service-requests': 'public',
  // A customer's private page: its token, not a session, is the key (decision 045).
  'GET /r/:token': 'public',
  'POST /r/:token': 'public',
  'POST /api/webhooks/aircall': 'public',
  'POST /api/webhooks/cyclesoftware': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'PUT /api/auth/user/language': 'admin',
  'GET /api/admins': 'admin',
  'POST /api/admins': 'admin',
  'DELETE /api/admins/:id': 'admin',
  'GET /api/photos/:id': 'admin',
  'PATCH /api/config/service-wait-times': 'admin',
  'PUT /api/config/on-location-note': 'admin',
  'GET /api/service-requests/:id/notes': 'admin',
  'GET /api/service-requests/:id/history': 'admin',
  'PATCH /api/service-requests/:id/bikes/:bikeId/stage': 'admin',
  'PATCH /api/service-requests/:id/bikes/:bikeId/plan': 'admin',
  'PATCH /api/service-requests/:id/bikes/:bikeId/assignee': 'admin',
  'GET /api/service-requests/:id/customer-additions': 'admin',
  'GET /api/service-requests/:id/quotes': 'admin',
  'POST /api/service-requests/:id/bikes/:bikeId/quotes': 'admin',
  'GET /api/service-requests/:id/bikes/:bikeId/lessor-quote': 'admin',
  'GET /api/service-requests/:id/planning-proposal': 'admin',
  'GET /api/config/workshop-capacity': 'admin',
  'PUT /api/config/workshop-capacity': 'admin',
  'GET /api/config/closed-days': 'admin',
  'POST /api/lease-companies': 'admin',
  'DELETE /api/lease-companies/:id': 'admin',
  'POST /api/config/closed-days': 'admin',
  'DELETE /api/config/closed-days/:date': 'admin',
  'GET /api/config/service-wait-times/manual': 'admin',
  'GET /api/workshop-board': 'admin',
  'GET /api/insights/requests-per-week': 'admin',
  'GET /api/insights/requests-per-week.csv': 'admin',
  'GET /api/insights/answer-promise': 'admin',
  'GET /api/insights/answer-promise.csv': 'admin',
  'GET /api/insights/stage-durations': 'admin',
  'GET /api/insights/stage-durations.csv': 'admin',
  'GET /api/insights/outcomes': 'admin',
  'GET /api/insights/outcomes.csv': 'admin',
  'GET /api/insights/bikes': 'admin',
  'GET /api/insights/bikes.csv': 'admin',
  'GET /api/insights/returning-customers': 'admin',
  'GET /api/insights/returning-customers.csv': 'admin',
  'GET /api/insights/unanswered': 'admin',
  'POST /api/service-requests/:id/notes': 'admin',
  'POST /api/service-requests/:id/private-link/resend': 'admin',
  'POST /api/service-requests/:id/private-link/replace': 'admin',
  'DELETE /api/service-requests/:id/notes/:noteId': 'admin',
  'GET /api/service-requests/export.csv': 'admin',
  'GET /api/service-requests': 'admin',
  'GET /api/service-requests/counts': 'admin',
  'GET /api/service-requests/:id': 'admin',
  'PATCH /api/service-requests/:id/approve': 'admin',
  'PATCH /api/service-requests/:id/reject': 'admin',
  'POST /api/service-requests/:id/archive': 'admin',
  'POST /api/service-requests/:id/duplicate': 'admin',
  'PUT /api/service-requests/:id': 'admin',
  'DELETE /api/service-requests/:id': 'admin',
  'POST /api/service-requests/check-completed-repairs': 'admin',
  'POST /api/service-requests/:id/work-order': 'admin',
  'POST /api/test-cyclesoftware': 'admin',
  'POST /api/service-requests/:id/planner-activity': 'admin',
  'POST /api/test/cyclesoftware-webhook': 'admin',
  'GET /api/labels': 'admin',
  'POST /api/labels': 'admin',
  'PATCH /api/labels/:id': 'admin',
  'DELETE /api/labels/:id': 'admin',
  'GET /api/service-requests/:id/labels': 'admin',
  'POST /api/service-requests/:id/labels/:labelId': 'admin',
  'DELETE /api/service-requests/:id/labels/:labelId': 'admin',
  'GET /api/notifications': 'admin',
  'GET /api/notifications/unread': 'admin',
  'PATCH /api/notifications/read-all': 'admin',
  'PATCH /api/notifications/:id/read': 'admin',
  'DELETE /api/notifications/:id': 'admin',
  'GET /api/customers': 'admin',
  'GET /api/customers/:id': 'admin',
  'GET /api/customers/:id/service-requests': 'admin',
  'GET /api/customers/:id/export': 'admin',
  'DELETE /api/customers/:id': 'admin',
  'POST /api/service-requests/:id/adopt-contact-details': 'admin',
  'GET /api/rejection-reasons': 'admin',
  'GET /api/email-templates': 'admin',
  'POST /api/email-templates': 'admin',
  'PUT /api/email-templates/:id': 'admin',
  'POST /api/email-templates/preview': 'admin',
  'GET /api/outgoing-emails': 'admin',
  'POST /api/outgoing-emails/:id/resend': 'admin',
  'POST /api/admin/aircall/test-connection': 'admin',
  'POST /api/admin/aircall/sync-all-contacts': 'admin',
  'GET /api/admin/aircall/sync-status': 'admin',
  'POST /api/admin/aircall/make-call': 'admin',
};

let server: TestApp;
let customer: string;

beforeAll(async () => {
  server = await createTestApp();
  customer = await server.signIn('klant@example.nl');
});

afterAll(async () => {
  await server?.close();
});

type Route = { method: string; url: string };

const key = (route: Route) => `${route.method} ${route.url}`;

const accessOf = (route: Route) =>
  API_ROUTE_ACCESS[key(route)] ??
  (route.method === 'GET' && !route.url.startsWith('/api/') ? 'public' : undefined);

const adminRoutes = () =>
  server.app.registeredRoutes.filter((route) => accessOf(route) === 'admin');

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('access to the API', () => {
  it('classifies every route the server registers as public or admin', () => {
    const unclassified = server.app.registeredRoutes.filter((route) => !accessOf(route));
    expect(unclassified.map(key)).toEqual([]);
  });

  it('classifies only routes that the server registers', () => {
    const registered = new Set(server.app.registeredRoutes.map(key));
    expect(Object.keys(API_ROUTE_ACCESS).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('answers 401 on every admin route when nobody is signed in', async () => {
    const answers = await Promise.all(
      adminRoutes().map(async (route) => {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { origin: TEST_PUBLIC_URL },
        });
        return `${route.method} ${route.url} → ${response.statusCode}`;
      }),
    );
    expect(adminRoutes().length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('answers 403 on every admin route to a signed-in user without admin rights', async () => {
    const answers = await Promise.all(
      adminRoutes().map(async (route) => {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie: customer, origin: TEST_PUBLIC_URL },
        });
        return `${route.method} ${route.url} → ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith('→ 403'))).toEqual([]);
  });
});
