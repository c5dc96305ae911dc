import { ApiError } from '../api';
import { byteLengthOfBase64, toBase64 } from '../encoding/base64';
import type { CvFileInfo, CvSource } from '../outbox/placement';
import type { CvFile } from '../outbox/store';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/**
 * The CV an import sends, resolved before the job is written: a parsed document's original bytes, or
 * a file made in the popup (the PDF of a web profile). One over the service's limit is kept all the
 * same: its job stops at the create step and says so, like every refusal.
 */
export async function cvForImport(
  source: CvSource,
  documentBytes?: (jobId: string) => Promise<{ name: string; bytes: Uint8Array } | null>,
): Promise<{ info: CvFileInfo; file: CvFile }> {
  if (source.kind === 'file') {
    const bytes = byteLengthOfBase64(source.base64);
    return {
      info: { fileName: source.fileName, contentType: source.contentType, bytes },
      file: { fileName: source.fileName, contentType: source.contentType, base64: source.base64 },
    };
  }
  const document = await documentBytes?.(source.documentJobId);
  if (!document) throw new ApiError('cv-unavailable', 'The CV file is no longer kept here. Open it again, then import.');
  const extension = document.name.split('.').pop()?.toLowerCase() ?? '';
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  return {
    info: { fileName: document.name, contentType, bytes: document.bytes.length },
    file: { fileName: document.name, contentType, base64: toBase64(document.bytes) },
  };
}
