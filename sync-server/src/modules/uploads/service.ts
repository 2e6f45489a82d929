import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import type { Storage } from '../../db/storage';
import { uploads } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { detectImage } from './image-type';

const unreadable = () =>
  badRequest('The upload could not be read. Please try again.', { image: 'Could not be read' });

/**
 * A request whose multipart framing is broken (no boundary, cut short) is the caller's fault:
 * a 400, not the parser's 500. Size refusals (413) keep their own answer.
 */
function asClientError(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const isClient = typeof status === 'number' && status >= 400 && status < 500;
  return isClient && error instanceof Error ? error : unreadable();
}

/** The uploaded file of a multipart request; undefined when the request carries none. */
export async function fileOf(
  request: FastifyRequest,
  options?: { limits: { fileSize: number } },
): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file(options);
  } catch (error) {
    throw asClientError(error);
  }
}

/** The whole of an uploaded file; a file over its size limit is a 413, a broken one a 400. */
export const bytesOf = (file: MultipartFile): Promise<Buffer> =>
  file.toBuffer().catch((error: unknown) => {
    throw asClientError(error);
  });

/** Where images were kept as files before they moved into the database. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Stores an uploaded image under an unguessable name and returns its URL. The content decides
 * the type; anything that is not PNG, JPEG, GIF or WebP is refused.
 */
export async function storeImage(
  storage: Storage,
  file: MultipartFile | undefined,
  ownerId: string,
  kind: 'avatar' | 'signature',
): Promise<string> {
  if (!file) throw badRequest('Choose an image to upload', { image: 'Required' });
  const bytes = await bytesOf(file);
  if (file.file.truncated)
    throw badRequest('The image is too large', { image: 'The image is too large' });
  const type = detectImage(bytes);
  if (!type) throw badRequest('Upload a PNG, JPEG, GIF or WebP image', { image: 'Not an image' });
  const id = uuidv7();
  const fileName = `${id}.${type.ext}`;
  const row = {
    id,
    ownerId,
    kind,
    fileName,
    mime: type.mime,
    size: bytes.length,
    createdAt: new Date().toISOString(),
    data: bytes,
  };
  await storage.write(async (tx) => {
    await tx.insert(uploads).values(row);
  });
  return `/uploads/${fileName}`;
}
