import { currentDemoSettings, demoDateHeader } from '../../lib/demo-date';
import { appStorage } from '../../lib/storage';
import { requestHeaders } from '../../lib/trpc';

/**
 * The file name of a download (spec 1 §7: from Content-Disposition, default 'download'): the
 * RFC 5987 `filename*` wins over `filename`.
 */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return 'download';
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name.length > 0 ? name : 'download';
}

/** An HTTP failure of a REST call, shaped like what lib/errors classifies (status, server body). */
export class RestError extends Error {
  readonly status: number;
  readonly data: { appError: { code: null; message: string; param: string | null; type: string | null; params: unknown } };
  constructor(status: number, body: unknown) {
    const error = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : null;
    const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    super(text(record.message) ?? `HTTP ${status}`);
    this.status = status;
    // params: the values the type's text names (lib/errors keeps the strings and numbers)
    this.data = { appError: { code: null, message: text(record.message) ?? '', param: text(record.param), type: text(record.type), params: record.params ?? null } };
  }
}

/** The session and demo-date headers every REST call carries. */
export function restHeaders(): Record<string, string> {
  return requestHeaders(appStorage.getToken(), demoDateHeader(currentDemoSettings(), appStorage.getDemoDate()));
}

/** The RestError of a failed REST answer, with the server's error body when it sent one. */
export async function restFailure(response: Response): Promise<RestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  return new RestError(response.status, body);
}

/** Downloads a file through fetch (the token is a header, so a plain link cannot carry it) and saves it. */
export async function downloadFile(path: string): Promise<void> {
  const response = await fetch(path, { headers: restHeaders() });
  if (!response.ok) throw await restFailure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(response.headers.get('content-disposition'));
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
