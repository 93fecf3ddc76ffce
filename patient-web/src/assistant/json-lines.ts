/**
 * Reads a stream of JSON lines (NDJSON) and hands each value to `onValue` as soon as its line is
 * complete: nothing is held back for the lines after it, so a reply streamed a few words at a time
 * reaches the page a few words at a time. A line may arrive split over several chunks, even inside
 * a multi-byte character; blank lines are skipped; a last line without its newline still counts.
 * Rejects on a line that is not JSON (and on the stream's own error), and then stops reading.
 */
export async function readJsonLines<T>(stream: ReadableStream<Uint8Array>, onValue: (value: T) => void): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const emit = (line: string) => {
    if (line.trim()) onValue(JSON.parse(line) as T);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(emit);
    }
    emit(buffered + decoder.decode());
  } catch (error) {
    // Nothing more is read: the rest of the answer is not waited for.
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}
