import { cleanFileName, FALLBACK_FILE_NAME, MAX_FILE_NAME_LENGTH } from './file-name.js';

describe('cleanFileName', () => {
  it('keeps names in any script as they are', () => {
    expect(cleanFileName('病历 تقرير.pdf')).toBe('病历 تقرير.pdf');
    expect(cleanFileName('Résumé médical 🩺.docx')).toBe('Résumé médical 🩺.docx');
  });

  it('drops folders, control characters and bidirectional controls', () => {
    expect(cleanFileName('../../etc/My Scan.PDF')).toBe('My Scan.PDF');
    expect(cleanFileName('C:\\Users\\me\\scan.png')).toBe('scan.png');
    expect(cleanFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(cleanFileName('a\u0000b\u0007c\u0085\u200e\u200f\u061c\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d.pdf')).toBe('abc.pdf');
    expect(cleanFileName('line\r\nbreak<script>".pdf')).toBe('linebreakscript.pdf');
  });

  it('never answers an empty name', () => {
    for (const name of ['', '   ', '\u202e', '\u0000\u0001', '/', '..', 'folder/']) expect(cleanFileName(name)).toBe(FALLBACK_FILE_NAME);
  });

  it('cuts long names by character, keeping the extension and never half of a surrogate pair', () => {
    const cut = cleanFileName(`${'🩺'.repeat(300)}.pdf`);
    expect(Array.from(cut)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cut.endsWith('🩺.pdf')).toBe(true);
    expect(cut.isWellFormed()).toBe(true);
    expect(Array.from(cleanFileName('x'.repeat(1000)))).toHaveLength(MAX_FILE_NAME_LENGTH);
  });
});
