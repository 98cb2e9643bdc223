/** The lead lists' note while they show the leads behind a report or dashboard figure, with the way back to all. */
import { hasSegment, type ReportSegment } from "../../../shared/schemas/reports";
import { reportStrings } from "../../../shared/strings/reports";
import { Link } from "../router";

export function ReportSegmentNote({ segment, listPath }: { segment: ReportSegment; listPath: string }) {
  if (!hasSegment(segment)) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-copper-light bg-white px-3 py-2 text-sm text-slate-ink">
      <span>
        {segment.rwaiting
          ? reportStrings.segment.waitingNote
          : segment.ropen
            ? reportStrings.segment.openNote
            : reportStrings.segment.note}
      </span>
      <Link to={listPath} className="font-semibold text-copper-dark underline">
        {reportStrings.segment.clear}
      </Link>
    </p>
  );
}
