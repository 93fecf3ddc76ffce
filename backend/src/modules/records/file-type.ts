/** The medical-record types of spec §5 (`RECORD_FILE_TYPES`), recognised by their content (magic bytes), never by name. */
import type { RecordMimeType } from '@medtour/contracts';

export interface DetectedType {
  mime: RecordMimeType;
  extension: string;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);

/** What Word files hold somewhere inside: a legacy .doc its "WordDocument" stream's name, a .docx its main part's. */
const DOC_MARKER = Buffer.from('WordDocument', 'utf16le');
const DOCX_MARKER = Buffer.from('word/document.xml');
/** The magic bytes read: the longest signature is PNG's and OLE2's (8 bytes). */
const HEAD_BYTES = 8;
const OVERLAP = Math.max(DOC_MARKER.length, DOCX_MARKER.length) - 1;

/**
 * Recognises a file's type as its bytes go by (an upload streamed to storage): its first bytes, and
 * whether the markers of Word files appear anywhere, across chunk boundaries. Holds a few dozen bytes.
 */
export class FileTypeSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private doc = false;
  private docx = false;

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    const window = Buffer.concat([this.tail, chunk]);
    this.doc ||= window.includes(DOC_MARKER);
    this.docx ||= window.includes(DOCX_MARKER);
    this.tail = window.subarray(Math.max(0, window.length - OVERLAP));
  }

  /** The file's real type, or null when it is none of PDF, JPEG, PNG, GIF, DOC or DOCX. */
  result(): DetectedType | null {
    const data = this.head;
    if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', extension: 'pdf' }; // %PDF-
    if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
    if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
    if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61) {
      return { mime: 'image/gif', extension: 'gif' }; // GIF87a / GIF89a
    }
    // Legacy Word: an OLE2 compound file that holds a "WordDocument" stream (UTF-16 name in the directory).
    if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && this.doc)
      return { mime: 'application/msword', extension: 'doc' };
    // DOCX: a ZIP archive whose entries include word/document.xml.
    if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && this.docx) {
      return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
    }
    return null;
  }
}

/** The file's real type, or null when it is none of PDF, JPEG, PNG, GIF, DOC or DOCX. */
export function detectFileType(data: Buffer): DetectedType | null {
  const sniffer = new FileTypeSniffer();
  sniffer.push(data);
  return sniffer.result();
}
