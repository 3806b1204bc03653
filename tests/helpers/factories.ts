import { randomInt } from 'node:crypto';
import type { ExchangeTermsInput } from '@shared/api/exchange-terms';
import type { HostPropertyView, PropertyCreate } from '@shared/api/properties';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { CookieJar, createUser, TEST_ORIGIN, TEST_PASSWORD, type TestUser } from './accounts';

// Test factories (STYLE.md, Outline's server/test/factories.ts): each makes
// what it depends on, through the real HTTP routes, so a factory-made row went
// through the same rules as a user's. Pass what you care about; the rest is
// made up.

export { createUser, type TestUser };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fresh loopback-ish address, so factories never trip the per-address limits. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * One API call as `user` (null: signed out, same origin). JSON payloads;
 * `remoteAddress` defaults to a random one.
 */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  user: TestUser | null,
  payload?: unknown,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: user ? user.headers() : { origin: TEST_ORIGIN },
    remoteAddress: options.remoteAddress ?? randomAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Saves `user`'s language on their profile, as the language picker does (issue 17). */
export async function saveLanguage(app: FastifyInstance, user: TestUser, language: string) {
  expectStatus(await call(app, 'PATCH', '/api/profile', user, { language }), 200, 'save language');
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 400)}`);
}

export const createHost = (app: FastifyInstance, options: { fullName?: string } = {}) =>
  createUser(app, { role: 'host', ...options });
export const createHelper = (app: FastifyInstance, options: { fullName?: string } = {}) =>
  createUser(app, { role: 'helper', ...options });

/** Signs an existing account in over HTTP (a second device, say): a new cookie jar. */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'id' | 'email'> & { password?: string },
): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'user-agent': 'vitest' },
    remoteAddress: randomAddress(),
    payload: { email: user.email, password: user.password ?? TEST_PASSWORD },
  });
  expectStatus(res, 200, 'sign-in');
  const jar = new CookieJar().store(res);
  return {
    id: user.id,
    email: user.email,
    password: user.password ?? TEST_PASSWORD,
    jar,
    headers: () => jar.headers(),
  };
}

/** Dates relative to today, as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function termsInput(overrides: Partial<ExchangeTermsInput> = {}): ExchangeTermsInput {
  return {
    hoursPerWeek: 20,
    daysPerWeek: 5,
    provides: ['private_room', 'meals', 'wifi'],
    minStayDays: 7,
    maxStayDays: 60,
    availableFrom: daysFromNow(1),
    availableTo: daysFromNow(200),
    skillsWanted: ['gardening'],
    screeningQuestions: [{ question: 'Why would you like to stay with us?' }],
    agreementClauses: ['Quiet hours after 10 pm'],
    defaultChorePoints: 10,
    ...overrides,
  };
}

/** PUT /api/properties/:id/terms as the host. */
export async function setTerms(
  app: FastifyInstance,
  host: TestUser,
  propertyId: string,
  overrides: Partial<ExchangeTermsInput> = {},
) {
  const res = await call(
    app,
    'PUT',
    `/api/properties/${propertyId}/terms`,
    host,
    termsInput(overrides),
  );
  expectStatus(res, 200, 'set terms');
  return res.json();
}

export type CreatedProperty = { host: TestUser; property: HostPropertyView };

/**
 * A property of `host` (a new host when omitted). `status: 'listed'` (the
 * default) or 'paused' gives it exchange terms first; 'draft' gets none
 * unless `terms` is passed.
 */
export async function createProperty(
  app: FastifyInstance,
  options: {
    host?: TestUser;
    status?: 'draft' | 'listed' | 'paused';
    terms?: Partial<ExchangeTermsInput> | false;
    fields?: Partial<PropertyCreate>;
  } = {},
): Promise<CreatedProperty> {
  const host = options.host ?? (await createHost(app));
  const status = options.status ?? 'listed';
  const created = await call(app, 'POST', '/api/properties', host, {
    title: 'Olive farm by the sea',
    type: 'farm',
    city: 'Tavira',
    region: 'Algarve',
    country: 'PT',
    description: 'A small organic farm with olive trees, goats and a view of the sea.',
    address: '1 Rua das Oliveiras',
    postalCode: '8800-000',
    amenities: ['Garden', 'Washing machine'],
    houseRules: 'No smoking indoors.',
    helpersWanted: 2,
    ...options.fields,
  });
  expectStatus(created, 201, 'create property');
  const id = (created.json() as HostPropertyView).id;
  const wantsTerms = options.terms !== false && (options.terms || status !== 'draft');
  if (wantsTerms) await setTerms(app, host, id, options.terms || {});
  if (status !== 'draft') {
    if (status === 'paused') {
      expectStatus(
        await call(app, 'PATCH', `/api/properties/${id}`, host, { status: 'listed' }),
        200,
        'list property',
      );
    }
    expectStatus(
      await call(app, 'PATCH', `/api/properties/${id}`, host, { status }),
      200,
      `set status ${status}`,
    );
  }
  const details = await call(app, 'GET', `/api/properties/${id}`, host);
  expectStatus(details, 200, 'read property');
  return { host, property: details.json() as HostPropertyView };
}

/** A helper (new when omitted) made an active member by the invite code. */
export async function addMember(
  app: FastifyInstance,
  created: CreatedProperty,
  helper?: TestUser,
): Promise<TestUser> {
  const member = helper ?? (await createHelper(app));
  const res = await call(
    app,
    'POST',
    `/api/invites/${created.property.inviteCode}/join`,
    member,
    {},
  );
  expectStatus(res, 201, 'join by code');
  return member;
}

/** A pending stay request by `helper` (new when omitted), answering every screening question. */
export async function createStayRequest(
  app: FastifyInstance,
  created: CreatedProperty,
  options: { helper?: TestUser; startDate?: string; endDate?: string; message?: string } = {},
) {
  const helper = options.helper ?? (await createHelper(app));
  const details = await call(app, 'GET', `/api/properties/${created.property.id}`, created.host);
  const questions = (details.json() as HostPropertyView).terms?.screeningQuestions ?? [];
  const res = await call(app, 'POST', `/api/properties/${created.property.id}/requests`, helper, {
    startDate: options.startDate ?? daysFromNow(10),
    endDate: options.endDate ?? daysFromNow(24),
    message: options.message ?? 'I would love to help with the goats.',
    answers: questions.map((q) => ({ questionId: q.id, answer: `My answer to: ${q.question}` })),
  });
  expectStatus(res, 201, 'create stay request');
  return { helper, request: res.json() as { id: string; status: string } };
}

/** A small real JPEG (a gradient), optionally with EXIF and GPS tags as phones write them. */
export async function testPhoto(
  options: { width?: number; height?: number; withGps?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg();
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Copyright: 'secret-farm-address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 7/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '7/1 39/1 0/1',
      },
    });
  }
  return image.toBuffer();
}

/** A multipart/form-data body with one file part per buffer, as a browser's FormData sends it. */
export function multipartBody(
  files: Array<{ file: Buffer; filename?: string; contentType?: string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----homestay${Math.random().toString(16).slice(2)}`;
  const chunks = files.flatMap((part, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${part.filename ?? `photo-${i}.jpg`}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
    ),
    part.file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/properties/:id/photos with these files, as `user`. */
export function uploadPhotos(
  app: FastifyInstance,
  user: TestUser | null,
  propertyId: string,
  files: Buffer[],
) {
  const body = multipartBody(files.map((file) => ({ file })));
  return app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/photos`,
    headers: { ...(user ? user.headers() : { origin: TEST_ORIGIN }), ...body.headers },
    payload: body.payload,
  });
}
