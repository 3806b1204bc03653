import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt, twoFactor } from 'better-auth/plugins';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { mailLocale, requestLocale } from '../i18n/mail-locale';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verifyEmailMail } from '../mail/templates';
import { ownOrigins } from '../own-origins';
import {
  EMAIL_VERIFICATION_TOKEN_SECONDS,
  PASSWORD_RESET_TOKEN_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SESSION_REFRESH_INTERVAL_SECONDS,
} from './session-policy';
import { noticeToOwner, signInNewPerson } from './sign-up-privacy';
import { refuseSuspendedSessions } from './suspension';
import { totpReplayGuard } from './totp-replay';

/** The header the Fastify bridge fills with request.ip (honouring TRUST_PROXY); any client copy is dropped. */
export const CLIENT_IP_HEADER = 'x-homestay-client-ip';

export type AuthLogger = {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export type AuthOptions = {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'auth'>;
  secret: string;
  mailer: Mailer;
  log: AuthLogger;
  /** Called after a password reset (clears the account's failed sign-ins). */
  onPasswordReset?: (email: string) => Promise<void>;
};

/**
 * better-auth on our Drizzle database: email and password, database sessions
 * in an httpOnly SameSite=Lax cookie (Secure behind https), TOTP two-factor
 * with backup codes, and a JWT/JWKS for other services. Decisions in
 * docs/decisions/010-auth-better-auth.md.
 */
export function createAuth(options: AuthOptions) {
  const { config, mailer, log } = options;
  const https = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Homestay',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: ownOrigins(config.publicUrl),
    secret: options.secret,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const text = `better-auth: ${message}`;
        if (level === 'error') log.error(text);
        else if (level === 'warn') log.warn(text);
        else if (level === 'info') log.info(text);
        else log.debug(text);
      },
    },
    hooks: { before: totpReplayGuard(options.db), after: signInNewPerson },
    databaseHooks: refuseSuspendedSessions(options.db),
    // Refusals (bad password, missing origin…) are answers, not faults: logged at debug.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode;
        const message = error instanceof Error ? error.message : String(error);
        if (status !== undefined && status < 500) log.debug(`better-auth refused: ${message}`);
        else log.error(`better-auth failed: ${message}`);
      },
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      transaction: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
        jwks: schema.jwks,
        rateLimits: schema.rateLimits,
      },
    }),
    user: {
      modelName: 'users',
      additionalFields: {
        // SPEC's user metadata role; set only by POST /api/profile/role.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_IDLE_TIMEOUT_SECONDS,
      updateAge: SESSION_REFRESH_INTERVAL_SECONDS,
      // No cookie cache: a revoked session stops working on the next request.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts', accountLinking: { enabled: false } },
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Off so that a registered address is answered like a new one (issue 24);
      // signInNewPerson still signs a new person in. See sign-up-privacy.ts.
      autoSignIn: false,
      onExistingUserSignUp: noticeToOwner(options.db, mailer, config.publicUrl),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Mail is in the person's saved language, else the request's (issue 17):
      // better-auth hands each callback the request, when there was one.
      sendResetPassword: async ({ user, token }, request) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // In the background, the language read too: the answer must take as long for an unknown email.
        mailer.sendInBackground(
          mailLocale(options.db, { userId: user.id }, requestLocale(request)).then((locale) =>
            passwordResetMail(user.email, link, PASSWORD_RESET_TOKEN_SECONDS / 60, locale),
          ),
        );
      },
      onPasswordReset: async ({ user }) => {
        await options.onPasswordReset?.(user.email);
      },
    },
    // Issue 14: sign-up mails a link that verifies the address and signs in
    // (docs/decisions/101-verified-email.md). The link goes to our own
    // GET /api/auth/verify-email (verification-routes.ts), which lands the
    // person in the app. A registered address gets no verification mail, only
    // the notice above, so the answer and the timing stay the same (085).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        const link = `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        // In the background: sign-up must take as long for a registered address.
        mailer.sendInBackground(
          mailLocale(options.db, { userId: user.id }, requestLocale(request)).then((locale) =>
            verifyEmailMail(user.email, link, EMAIL_VERIFICATION_TOKEN_SECONDS / 3600, locale),
          ),
        );
      },
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        // Reading the session reveals nothing to guess at, and every open tab
        // asks for it: limiting it per address would sign out people who
        // share one (a hostel's Wi-Fi) once 100 reads a minute are reached.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'homestay',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // Origin checks also in tests (better-auth skips them under NODE_ENV=test by default).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
    plugins: [
      twoFactor({
        issuer: 'Homestay',
        schema: { twoFactor: { modelName: 'twoFactors' } },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: '15m',
          definePayload: ({ user }) => ({ id: user.id, email: user.email, role: user.role }),
        },
        disableSettingJwtHeader: true,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
