import type { SerializedError } from '../api';
import { toBase64 } from '../encoding/base64';
import type { CvSource } from '../outbox/placement';
import type { BulkTarget } from '../storage/items/bulk-batch';
import type { BulkRow } from '../storage/items/bulk-row';
import { applicantOf, buildImportRequest, type CandidateImport } from '../ui/import-request';
import { rowCandidate } from './row-candidate';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Where a row's candidate was read, as the popup names a chosen file. */
export const rowSourceUrl = (row: BulkRow) => `file:///${encodeURIComponent(row.fileName)}`;

/**
 * The `candidate.import` message for a row, built as the popup builds one for a CV file: the
 * e-mail as reference, the reviewed candidate as value, and with a vacancy the batch's placement
 * with this applicant's names. Null without an e-mail.
 */
export function rowImport(row: BulkRow, target: BulkTarget | null, capturedAt: Date): CandidateImport | null {
  const candidate = rowCandidate(row);
  const pageUrl = rowSourceUrl(row);
  const request = buildImportRequest(candidate, { pageUrl, capturedAt });
  if (!request) return null;
  return target ? { ...request, placement: { ...target, applicant: applicantOf(candidate, pageUrl) } } : request;
}

/** The row's file as the careers site takes a CV. */
export async function rowCv(fileName: string, file: Blob): Promise<CvSource> {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return {
    kind: 'file',
    fileName,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    base64: toBase64(new Uint8Array(await file.arrayBuffer())),
  };
}

/** A failure of the page itself, in the shape the background's failures have. */
export const pageFailure = (kind: string, message: string): SerializedError => ({ kind, message, retryable: false });
