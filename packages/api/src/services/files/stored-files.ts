import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '@eqa/db';

/**
 * The MIME type an upload's bytes are (the file-type library), or undefined when they are no known
 * binary format (text, HTML, SVG, a script). Uploads are judged by this, never by their name or
 * declared type alone (docs/decisions/http-hardening.md).
 */
export async function detectedMimeType(content: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(content))?.mime;
}

/** Stores an upload's content in `files` (bytea: server instances share no disk) with its SHA-256; its id. */
export async function insertFile(trx: Executor, file: { name: string; mediaType: string; content: Buffer; createdBy: number | null }): Promise<string> {
  const row = await trx
    .insertInto('files')
    .values({
      name: file.name,
      mediaType: file.mediaType,
      size: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      createdBy: file.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
