/**
 * Contacts: every submission, newest first, a page at a time, searched and filtered on the
 * server. The filters live in the URL (shareable; Back returns to the previous filters).
 */
import { contactFilterQuery, contactFiltersFrom, type ContactFilters } from "../../../shared/schemas/contacts-desk";
import { adminStrings } from "../../../shared/strings/admin";
import { contactStrings } from "../../../shared/strings/contacts";
import { CsvDownloadLink } from "../common/CsvDownloadLink";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { ScreenHeader } from "../common/ScreenHeader";
import { adminPaths, navigate, useLocationSearch } from "../router";
import { ContactFilterBar } from "./ContactFilterBar";
import { ContactsTable } from "./ContactsTable";
import { contactUrls, useContactPage } from "./contacts.api";
import { Pager } from "./Pager";
import { ReportSegmentNote } from "../reports/ReportSegmentNote";
import { segmentFrom, withSegment } from "../../../shared/schemas/reports";

const text = contactStrings.list;

export function ContactsScreen() {
  const search = useLocationSearch();
  const filters = contactFiltersFrom(search);
  // A report figure's contacts (rfrom, rto, …; decision 042) stay selected while filtering and paging.
  const segment = segmentFrom(search);
  const list = useContactPage(filters, segment);
  const go = (changes: Partial<ContactFilters>) =>
    navigate(`${adminPaths.contacts}${withSegment(contactFilterQuery({ ...filters, page: 1, ...changes }), segment)}`);

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <ScreenHeader
        title={text.title}
        intro={text.intro}
        action={<CsvDownloadLink href={contactUrls.exportCsv(filters, segment)} label={text.exportCsv} />}
      />
      <ReportSegmentNote segment={segment} listPath={adminPaths.contacts} />
      <Panel id="contacts-list-heading" title={list.data ? text.count(list.data.total) : text.title}>
        {/* Keyed by the URL's search, so Back also resets the search box. */}
        <ContactFilterBar key={filters.q} filters={filters} onChange={go} />
        {list.isPending ? (
          <LoadingState label={adminStrings.loading} />
        ) : list.isError ? (
          <LoadError error={list.error} padded />
        ) : (
          <>
            <ContactsTable label={text.tableLabel} contacts={list.data.contacts} empty={text.empty} />
            <Pager
              page={list.data.page}
              pages={Math.ceil(list.data.total / list.data.pageSize)}
              onPage={(page) => go({ page })}
            />
          </>
        )}
      </Panel>
    </div>
  );
}
