import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { detectImage } from './image-type';

/** The uploaded file of a multipart request; undefined when the request carries none. */
export async function fileOf(request: FastifyRequest): Promise<MultipartFile | undefined> {
  return request.isMultipart() ? request.file() : undefined;
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Stores an uploaded image under an unguessable name and returns its URL. The content decides
 * the type; anything that is not PNG, JPEG, GIF or WebP is refused.
 */
export async function storeImage(
  db: Db,
  dataDir: string,
  file: MultipartFile | undefined,
  ownerId: string,
  kind: 'avatar' | 'signature',
): Promise<string> {
  if (!file) throw badRequest('Choose an image to upload', { image: 'Required' });
  const bytes = await file.toBuffer();
  if (file.file.truncated)
    throw badRequest('The image is too large', { image: 'The image is too large' });
  const type = detectImage(bytes);
  if (!type) throw badRequest('Upload a PNG, JPEG, GIF or WebP image', { image: 'Not an image' });
  const id = uuidv7();
  const fileName = `${id}.${type.ext}`;
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName), bytes);
  db.insert(uploads)
    .values({
      id,
      ownerId,
      kind,
      fileName,
      mime: type.mime,
      size: bytes.length,
      createdAt: new Date().toISOString(),
    })
    .run();
  return `/uploads/${fileName}`;
}
