import { detectFileType, FileTypeSniffer } from './file-type.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileType', () => {
  it.each([
    [Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [Buffer.from('GIF89a....'), 'image/gif'],
    [
      Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(100), Buffer.from('WordDocument', 'utf16le')]),
      'application/msword',
    ],
    [
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(30), Buffer.from('word/document.xml')]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('recognises %#', (data, mime) => {
    expect(detectFileType(data)?.mime).toBe(mime);
  });

  it.each([
    ['a Windows executable renamed .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['a plain ZIP (not a Word document)', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('evil.exe')])],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(detectFileType(data)).toBeNull();
  });
});

describe('FileTypeSniffer (an upload read as it streams)', () => {
  const inChunks = (data: Buffer, size: number) => {
    const sniffer = new FileTypeSniffer();
    for (let at = 0; at < data.length; at += size) sniffer.push(data.subarray(at, at + size));
    return sniffer.result()?.mime ?? null;
  };
  const docx = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(70_000), Buffer.from('word/document.xml'), Buffer.alloc(10)]);
  const doc = Buffer.concat([
    bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
    Buffer.alloc(5000),
    Buffer.from('WordDocument', 'utf16le'),
  ]);

  it.each([1, 3, 7, 4096, 65_536])('finds a marker split across chunks of %i bytes', (size) => {
    expect(inChunks(docx, size)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(inChunks(doc, size)).toBe('application/msword');
    expect(inChunks(Buffer.from('%PDF-1.7 ...'), size)).toBe('application/pdf');
  });

  it('refuses a ZIP whose Word marker is cut short', () => {
    expect(inChunks(Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('word/document.xm')]), 5)).toBeNull();
  });
});
