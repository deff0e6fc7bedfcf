/**
 * The demo backend's /storage/v1 endpoints: object upload (multipart as storage-js sends it, or a
 * raw body), update, public and authenticated download, removal. Write access comes from
 * policies.ts (allowsAvatarWrite); the avatars bucket is public for reading.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { commit, getDb, nowIso, type BucketRecord, type StoredObject } from './db';
import { checkApiKey, isRecord, json, readJson, relativePath, requestClaims } from './http';
import { base64ToBytes, bytesToBase64 } from './jwt';
import { allowsAvatarRead, allowsAvatarWrite, type Claims, type PolicyContext } from './policies';

/**
 * Storage's error answer (supabase/storage src/http/error-handler.ts): HTTP 400 for every client
 * error (500 stays 500), the real status as a string in `statusCode`, the error code in `code`.
 */
function storageError(status: number, code: string, error: string, message: string): Response {
  return json({ statusCode: String(status), code, error, message }, status === 500 ? 500 : 400);
}

const accessDenied = (message: string): Response =>
  storageError(403, 'AccessDenied', 'Unauthorized', message);
const objectNotFound = (): Response =>
  storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const bucketNotFound = (): Response =>
  storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
const invalidRequest = (message: string): Response =>
  storageError(400, 'InvalidRequest', 'InvalidRequest', message);

/** Does the bucket accept this type? Wildcards like `image/*` as Storage's validateMimeType. */
function mimeAllowed(bucket: BucketRecord, mimeType: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (allowed === null || allowed === undefined || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split('/');
  if (type === undefined || subtype === undefined) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/**
 * Where the avatar policies learn the caller's konton.id: the database behind /rest/v1
 * (rest/mirror.ts's mirrorBackend in the browser demo).
 */
export interface AccountLookup {
  accountIdForUser(userId: string): Promise<string | undefined>;
}

/** The policy context of one request: the caller's own account id, looked up once. */
async function policyContext(
  claims: Claims | null,
  accounts: AccountLookup,
): Promise<PolicyContext> {
  const accountId = claims === null ? undefined : await accounts.accountIdForUser(claims.sub);
  const db = getDb();
  return {
    isAdmin: (userId) => db.admins.some((a) => a.user_id === userId),
    accountIdForUser: (userId) => (userId === claims?.sub ? accountId : undefined),
  };
}

function mayWrite(
  bucket: string,
  claims: Claims | null,
  name: string,
  ctx: PolicyContext,
): boolean {
  if (bucket !== 'avatars') return false;
  return allowsAvatarWrite(claims, name, ctx);
}

/** SELECT on storage.objects through the API (list, authenticated download); RLS hides the rest. */
function mayRead(bucket: string, claims: Claims | null, name: string, ctx: PolicyContext): boolean {
  if (bucket !== 'avatars') return false;
  return allowsAvatarRead(claims, name, ctx);
}

interface Upload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

async function readUpload(request: Request): Promise<Upload | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalidRequest('Invalid multipart body');
    }
    let file: Blob | null = null;
    for (const [, value] of form.entries()) {
      if (isBlob(value)) {
        file = value;
        break;
      }
    }
    if (file === null) return invalidRequest('No file in request body');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type === '' ? 'application/octet-stream' : file.type,
      cacheControl: typeof cacheControl === 'string' && cacheControl !== '' ? cacheControl : '3600',
    };
  }
  const cacheHeader = request.headers.get('cache-control') ?? '';
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: contentType === '' ? 'application/octet-stream' : contentType,
    cacheControl: /max-age=(\d+)/.exec(cacheHeader)?.[1] ?? '3600',
  };
}

function splitBucketPath(rest: string): { bucket: string; name: string } | null {
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { bucket: rest.slice(0, slash), name: decodeURIComponent(rest.slice(slash + 1)) };
}

function objectResponse(object: StoredObject, head: boolean): Response {
  const bytes = base64ToBytes(object.data_base64);
  const headers = {
    'Content-Type': object.content_type,
    'Content-Length': String(bytes.length),
    'Cache-Control': `max-age=${object.cache_control}`,
    ETag: `"${object.id}"`,
    'Last-Modified': new Date(object.updated_at).toUTCString(),
  };
  return new HttpResponse(head ? null : bytes, { status: 200, headers });
}

function findObject(bucket: string, name: string): StoredObject | undefined {
  return getDb().objects.find((o) => o.bucket_id === bucket && o.name === name);
}

export function createStorageHandlers(baseUrl: string, accounts: AccountLookup): HttpHandler[] {
  const storage = `${baseUrl}/storage/v1`;
  const pathAfter = (request: Request, prefix: string): string =>
    relativePath(request.url, baseUrl).path.slice(prefix.length);

  async function download(request: Request, rest: string, requireAuth: boolean): Promise<Response> {
    const target = splitBucketPath(rest);
    if (target === null) return invalidRequest('Invalid object path');
    const bucket = getDb().buckets.find((b) => b.id === target.bucket);
    if (bucket === undefined) return bucketNotFound();
    if (requireAuth) {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok)
        return accessDenied(who.reason === 'expired' ? 'jwt expired' : 'invalid signature');
      // Row-level security hides objects the caller may not select: to them it does not exist.
      const ctx = await policyContext(who.claims, accounts);
      if (!mayRead(target.bucket, who.claims, target.name, ctx)) return objectNotFound();
    } else if (!bucket.public) {
      return objectNotFound();
    }
    const object = findObject(target.bucket, target.name);
    if (object === undefined) return objectNotFound();
    return objectResponse(object, request.method === 'HEAD');
  }

  async function write(request: Request, upsertByMethod: boolean): Promise<Response> {
    const keyError = await checkApiKey(request);
    if (keyError) return keyError;
    const target = splitBucketPath(pathAfter(request, '/storage/v1/object/'));
    if (target === null) return invalidRequest('Invalid object path');
    const bucket = getDb().buckets.find((b) => b.id === target.bucket);
    if (bucket === undefined) return bucketNotFound();
    const who = await requestClaims(request);
    if (!who.ok)
      return accessDenied(who.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    const ctx = await policyContext(who.claims, accounts);
    if (!mayWrite(target.bucket, who.claims, target.name, ctx)) {
      return accessDenied('new row violates row-level security policy');
    }
    const upsert = upsertByMethod || request.headers.get('x-upsert') === 'true';
    const existing = findObject(target.bucket, target.name);
    if (existing !== undefined && !upsert)
      return storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
    if (existing === undefined && request.method === 'PUT') return objectNotFound();
    const upload = await readUpload(request);
    if (upload instanceof Response) return upload;
    // The bucket's own limits (file_size_limit, allowed_mime_types), as Storage checks them.
    if (!mimeAllowed(bucket, upload.contentType))
      return storageError(
        415,
        'InvalidMimeType',
        'invalid_mime_type',
        `mime type ${upload.contentType} is not supported`,
      );
    if (bucket.file_size_limit !== null && upload.bytes.length > bucket.file_size_limit)
      return storageError(
        413,
        'EntityTooLarge',
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    const time = nowIso();
    const object: StoredObject = {
      id: existing?.id ?? crypto.randomUUID(),
      bucket_id: target.bucket,
      name: target.name,
      owner: who.claims?.sub ?? null,
      content_type: upload.contentType,
      cache_control: upload.cacheControl,
      size: upload.bytes.length,
      data_base64: bytesToBase64(upload.bytes),
      created_at: existing?.created_at ?? time,
      updated_at: time,
    };
    const db = getDb();
    db.objects = db.objects.filter((o) => o !== existing);
    db.objects.push(object);
    commit();
    return json({ Key: `${target.bucket}/${target.name}`, Id: object.id });
  }

  return [
    http.get(`${storage}/object/public/*`, ({ request }) =>
      download(request, pathAfter(request, '/storage/v1/object/public/'), false),
    ),
    http.head(`${storage}/object/public/*`, ({ request }) =>
      download(request, pathAfter(request, '/storage/v1/object/public/'), false),
    ),
    http.get(`${storage}/object/authenticated/*`, ({ request }) =>
      download(request, pathAfter(request, '/storage/v1/object/authenticated/'), true),
    ),
    // storage-js list(): POST /object/list/{bucket} with { prefix, limit, offset }. Only what the
    // caller may select is listed (the owner's own objects).
    http.post(`${storage}/object/list/:bucket`, async ({ request, params }) => {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok)
        return accessDenied(who.reason === 'expired' ? 'jwt expired' : 'invalid signature');
      const bucket = String(params.bucket);
      if (!getDb().buckets.some((b) => b.id === bucket)) return bucketNotFound();
      const body = await readJson(request);
      const prefix = isRecord(body) && typeof body.prefix === 'string' ? body.prefix : '';
      // `search` narrows the folder's names to those that begin with it (any letter case).
      const search =
        isRecord(body) && typeof body.search === 'string' ? body.search.toLowerCase() : '';
      const ctx = await policyContext(who.claims, accounts);
      const limit = isRecord(body) && typeof body.limit === 'number' ? body.limit : 100;
      const offset = isRecord(body) && typeof body.offset === 'number' ? body.offset : 0;
      const visible = getDb()
        .objects.filter(
          (o) =>
            o.bucket_id === bucket &&
            o.name.startsWith(prefix) &&
            o.name.slice(prefix.length).toLowerCase().startsWith(search) &&
            mayRead(bucket, who.claims, o.name, ctx),
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(offset, offset + limit);
      return json(
        visible.map((o) => ({
          name: o.name,
          id: o.id,
          updated_at: o.updated_at,
          created_at: o.created_at,
          last_accessed_at: o.updated_at,
          metadata: {
            size: o.size,
            mimetype: o.content_type,
            cacheControl: `max-age=${o.cache_control}`,
          },
        })),
      );
    }),
    http.post(`${storage}/object/*`, ({ request }) => write(request, false)),
    http.put(`${storage}/object/*`, ({ request }) => write(request, true)),
    http.get(`${storage}/object/*`, ({ request }) =>
      download(request, pathAfter(request, '/storage/v1/object/'), true),
    ),
    // storage-js remove(): DELETE /object/{bucket} with { prefixes: [...] }.
    http.delete(`${storage}/object/:bucket`, async ({ request, params }) => {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok) return accessDenied('invalid signature');
      const bucket = String(params.bucket);
      const body = await readJson(request);
      const prefixes =
        isRecord(body) && Array.isArray(body.prefixes)
          ? body.prefixes.filter((p): p is string => typeof p === 'string')
          : [];
      const ctx = await policyContext(who.claims, accounts);
      const db = getDb();
      const removed = db.objects.filter(
        (o) =>
          o.bucket_id === bucket &&
          prefixes.includes(o.name) &&
          mayWrite(bucket, who.claims, o.name, ctx),
      );
      db.objects = db.objects.filter((o) => !removed.includes(o));
      if (removed.length > 0) commit();
      return json(
        removed.map((o) => ({
          name: o.name,
          id: o.id,
          bucket_id: o.bucket_id,
          owner: o.owner,
          created_at: o.created_at,
          updated_at: o.updated_at,
        })),
      );
    }),
    http.all(`${storage}/*`, ({ request }) =>
      // Fastify's own answer for an unknown route: a real 404.
      json(
        {
          statusCode: 404,
          error: 'Not Found',
          message: `Route ${request.method}:${new URL(request.url).pathname} not found`,
        },
        404,
      ),
    ),
  ];
}
