/** Previous / next page links of a paged list, with "Page n of m". */
import { contactStrings } from "../../../shared/strings/contacts";
import { Button } from "../../ui/Button";

const text = contactStrings.list;

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pagination} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </Button>
      <span className="text-slate-deep">{text.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
