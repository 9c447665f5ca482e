import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The content codings a pre-encoded answer is kept in (Content-Encoding; identity: none). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** A JSON document serialized once and compressed once in every coding served. */
export type EncodedJson = Readonly<Record<ContentCoding, Buffer>>;

/**
 * Serializes `value` and compresses it with gzip (level 9) and brotli (text mode, quality 11): the
 * slow settings, made once for what is kept and served many times. zlib's own threads do the
 * compression, so the event loop only waits for the serialization.
 */
export async function encodeJson(value: unknown): Promise<EncodedJson> {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli };
}
