import type * as OpenIdClient from 'openid-client';
import type { Config } from '../config.ts';

type OidcSettings = NonNullable<Config['oidc']>;

export type OidcSignIn = {
  /** Where to send the browser. */
  authorizationUrl: string;
  /** Kept in the session until the provider sends the browser back. */
  pending: { state: string; nonce: string; codeVerifier: string };
};

export type OidcProfile = {
  email: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
};

/** Loaded on the first sign-in through a provider, so a process without OIDC never loads it. */
const openIdClient = () => import('openid-client');

/**
 * Signing in with any OpenID Connect provider (authorization code flow with PKCE). The
 * provider's metadata is discovered once, on first use, so a provider that is down at boot
 * does not stop the app.
 */
export function createOidcClient(settings: OidcSettings, publicUrl: string) {
  const redirectUri = `${publicUrl}/api/callback`;
  let discovered: Promise<OpenIdClient.Configuration> | undefined;
  const configuration = () => {
    discovered ??= openIdClient()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuerUrl),
          settings.clientId,
          settings.clientSecret,
          undefined,
          settings.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {},
        ),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async startSignIn(): Promise<OidcSignIn> {
      const oidc = await openIdClient();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, pending };
    },

    async finishSignIn(callbackUrl: URL, pending: OidcSignIn['pending']): Promise<OidcProfile> {
      const oidc = await openIdClient();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified === false) {
        throw new Error('The identity provider did not return a verified e-mail address');
      }
      return {
        email: claims.email,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
