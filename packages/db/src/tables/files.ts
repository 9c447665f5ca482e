import type { CreatedAt, Generated } from './columns';

/** Uploaded or generated file content (bytea), so server instances share no disk. */
export interface FilesTable {
  id: Generated<string>;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: CreatedAt;
  createdBy: number | null;
}
