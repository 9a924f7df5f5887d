import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOidcUser = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

type PendingCode = {
  user: FakeOidcUser;
  clientId: string;
  nonce?: string;
  codeChallenge?: string;
  redirectUri: string;
};

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local OpenID Connect provider that speaks the real protocol (discovery, authorization
 * code with PKCE, RS256-signed ID tokens, JWKS). Whoever is `signedInUser` is signed in at
 * once, without a login screen.
 */
export async function startFakeOidcProvider(options: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomBytes(8).toString('hex');
  const codes = new Map<string, PendingCode>();
  const state: { signedInUser: FakeOidcUser } = {
    signedInUser: { sub: 'user-1', email: 'oidc@example.nl', email_verified: true },
  };
  let issuer = '';

  const idToken = (pending: PendingCode) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId }));
    const claims = base64url(
      JSON.stringify({
        iss: issuer,
        aud: pending.clientId,
        iat: now,
        exp: now + 300,
        nonce: pending.nonce,
        ...pending.user,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), privateKey);
    return `${header}.${claims}.${base64url(signature)}`;
  };

  const clientAuthenticated = (request: IncomingMessage, body: URLSearchParams) => {
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [body.get('client_id'), body.get('client_secret')];
    return id === options.clientId && secret === options.clientSecret;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }],
      });
    }
    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        user: state.signedInUser,
        clientId: url.searchParams.get('client_id') ?? '',
        nonce: url.searchParams.get('nonce') ?? undefined,
        codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
        redirectUri,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('iss', issuer);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const body = await readBody(request);
      if (!clientAuthenticated(request, body)) return json(401, { error: 'invalid_client' });
      const pending = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !pending ||
        pending.codeChallenge !== challenge ||
        pending.redirectUri !== body.get('redirect_uri')
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      return json(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken(pending),
      });
    }
    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
