/**
 * /admin/email/newsletter: the blog's newsletter list under the mail desk, searched by address and
 * filtered by state (both in the URL), with its counts and the CSV of what is shown.
 */
import {
  newsletterStatusOptions,
  subscriberFilterQuery,
  subscriberFiltersSchema,
  type SubscriberFilters,
} from "../../../shared/schemas/newsletter";
import { adminStrings } from "../../../shared/strings/admin";
import { newsletterStrings } from "../../../shared/strings/newsletter";
import { DataTable } from "../common/DataTable";
import { FilterSelect } from "../common/FilterSelect";
import { CsvDownloadLink } from "../common/CsvDownloadLink";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { ScreenHeader } from "../common/ScreenHeader";
import { SearchForm } from "../common/SearchForm";
import { EmailSubNav } from "../email/EmailSubNav";
import { adminPaths, navigate, useLocationSearch } from "../router";
import { newsletterUrls, useSubscribers } from "./newsletter.api";
import { SubscriberRow } from "./SubscriberRow";

const text = newsletterStrings.console;

function filtersFrom(search: string): SubscriberFilters {
  const parsed = subscriberFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : {};
}

export function SubscribersScreen() {
  const filters = filtersFrom(useLocationSearch());
  const list = useSubscribers(filters);
  const go = (changes: Partial<SubscriberFilters>) =>
    navigate(`${adminPaths.newsletter}${subscriberFilterQuery({ ...filters, ...changes })}`);

  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader
        title={text.title}
        intro={text.intro}
        action={<CsvDownloadLink href={newsletterUrls.exportCsv(filters)} label={text.exportCsv} />}
      />
      <EmailSubNav current="newsletter" />
      <Panel id="subscribers-heading" title={list.data ? text.count(list.data.subscribers.length) : text.heading}>
        {list.data && (
          <p className="mt-1 text-sm text-slate-mid">
            {text.counts(list.data.counts.active, list.data.counts.pending, list.data.counts.unsubscribed)}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 lg:flex-row">
          <SearchForm
            key={filters.q}
            id="subscriber-search"
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            button={text.search}
            initial={filters.q ?? ""}
            onSearch={(q) => go({ q: q || undefined })}
          />
          <FilterSelect
            label={text.statusLabel}
            allLabel={text.allStatuses}
            value={filters.status}
            onChange={(status) => go({ status })}
            options={newsletterStatusOptions}
            className="lg:w-64"
          />
        </div>
        {list.isPending ? (
          <LoadingState label={adminStrings.loading} />
        ) : list.isError ? (
          <LoadError error={list.error} padded />
        ) : (
          <DataTable
            label={text.tableLabel}
            columns={Object.values(text.columns)}
            empty={
              list.data.subscribers.length === 0 && <p className="py-6 text-center text-slate-mid">{text.empty}</p>
            }
          >
            {list.data.subscribers.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </DataTable>
        )}
      </Panel>
    </div>
  );
}
