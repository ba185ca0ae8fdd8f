/**
 * Signed session tokens (JWT, HS256 via jose). An access token carries:
 *
 * ```json
 * { "sub": "1", "typ": "access", "iat": 0, "exp": 0,
 *   "user": { "id": 1, "timezone": "Europe/London", "permissions": ["view-users"],
 *             "organisation": { "id": 1, "name": "…", "features": [], "package_features": {},
 *                               "tech_features": {}, "date_format": "DD/MM/Y" } },
 *   "environment": { "name": "sandbox", "api_version": 3, "region": "uk" } }
 * ```
 *
 * A trust token (`typ: "trust"`) lets a two-factor user skip the code on the
 * computer that asked to be trusted.
 *
 * @module
 */
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { ApiError } from '../errors.js';

/** The `user` claim of an access token. */
export interface TokenUser {
  id: number;
  timezone: string;
  permissions: string[];
  organisation: Record<string, unknown>;
  [field: string]: unknown;
}

/** The `environment` claim of an access token. */
export interface TokenEnvironment {
  name: string;
  api_version: number;
  region: string;
  [field: string]: unknown;
}

/** Claims of a verified access token. */
export interface AccessClaims extends JWTPayload {
  typ: 'access';
  user: TokenUser;
  environment: TokenEnvironment;
  /** The session family (a row of the `sessions` table). */
  sid: string;
  /** The user's session version when the token was issued. */
  sv: number;
}

/** Where an access token belongs: its session family, its own id and the session version. */
export interface TokenSession {
  /** Session family id. */
  sid: string;
  /** Token id (the family's current one until the next refresh). */
  jti: string;
  /** The user's session version. */
  sv: number;
}

/** Signs and verifies tokens with one secret. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    /** Access token lifetime in seconds. */
    readonly lifetimeSeconds: number,
    /** How long after expiry a token may still be refreshed, in seconds. */
    readonly refreshGraceSeconds: number,
    /** Trust-this-computer lifetime in seconds. */
    readonly trustLifetimeSeconds = 30 * 24 * 3600,
    /** The clock, in milliseconds since the epoch. */
    private readonly clock: () => number = Date.now,
  ) {}

  /** Now, in milliseconds (the service's clock). */
  now(): number {
    return this.clock();
  }

  private nowSeconds(): number {
    return Math.floor(this.clock() / 1000);
  }

  /** Signs an access token. */
  async signAccess(
    user: TokenUser,
    environment: TokenEnvironment,
    session: TokenSession,
  ): Promise<string> {
    return new SignJWT({ typ: 'access', user, environment, sid: session.sid, sv: session.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(this.nowSeconds())
      .setJti(session.jti)
      .setExpirationTime(this.nowSeconds() + this.lifetimeSeconds)
      .sign(this.secret);
  }

  /**
   * Signs a trust-this-computer token for a user, bound to the user's session
   * version `sv` (a password change, or any other change that ends sessions,
   * makes it worthless).
   */
  async signTrust(userId: number, sv: number): Promise<string> {
    return new SignJWT({ typ: 'trust', sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(this.nowSeconds())
      .setJti(crypto.randomUUID())
      .setExpirationTime(this.nowSeconds() + this.trustLifetimeSeconds)
      .sign(this.secret);
  }

  /**
   * Verifies an access token. Throws a 401 {@link ApiError} with code
   * `token_expired` or `invalid_token`.
   *
   * @param graceSeconds - accept tokens expired at most this long ago (refresh).
   */
  async verifyAccess(token: string, graceSeconds = 0): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        clockTolerance: graceSeconds,
        currentDate: new Date(this.clock()),
      });
      if (
        payload.typ !== 'access' ||
        typeof payload.user !== 'object' ||
        payload.user === null ||
        typeof payload.sid !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.sv !== 'number'
      ) {
        throw new ApiError(401, 'invalid_token', 'The token is not a session token.');
      }
      return payload as AccessClaims;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new ApiError(
          401,
          'token_expired',
          'The session token has expired; refresh it through auth/api/refresh.',
        );
      }
      throw new ApiError(401, 'invalid_token', 'The session token is invalid; log in again.');
    }
  }

  /** Verifies a trust token; returns its user id and session version, or undefined. */
  async verifyTrust(token: string): Promise<{ userId: number; sv: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock()),
      });
      return payload.typ === 'trust' && typeof payload.sv === 'number'
        ? { userId: Number(payload.sub), sv: payload.sv }
        : undefined;
    } catch {
      return undefined;
    }
  }
}
