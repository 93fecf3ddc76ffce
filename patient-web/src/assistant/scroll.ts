/*
 * Where the conversation's log scrolls to (no DOM here: the dialog measures, this decides; unit-tested).
 *
 * The newest message is read from its first line: while a question is being thought about, the
 * question; once the reply starts, the reply. The log scrolls down to the end as long as all of that
 * message fits, and no further than its first line once it does not, so a long reply (an emergency's
 * instruction above its list of eighteen numbers) stays in view from its start while it is written,
 * instead of the end of the list.
 */

/** The log as measured: its scroll position, the height of its content and of its visible part. */
export interface LogView {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * The log's `scrollTop` that shows the newest message: `newestOffset` is the distance of its top
 * from the top of the log's visible part (negative when scrolled above it), `gap` the space kept
 * above it (the log's padding).
 */
export function newestInView(view: LogView, newestOffset: number, gap = 0): number {
  const end = Math.max(0, view.scrollHeight - view.clientHeight);
  const start = view.scrollTop + newestOffset - gap;
  return Math.round(Math.max(0, Math.min(end, start)));
}

/**
 * Whether the patient scrolled the log since it was last placed at `placed` (null: not placed yet):
 * then it is left where they put it until their next question. A pixel of tolerance for the
 * browser's rounding of fractional positions.
 */
export const scrolledAway = (scrollTop: number, placed: number | null): boolean => placed !== null && Math.abs(scrollTop - placed) > 1;
