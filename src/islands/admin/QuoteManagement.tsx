/**
 * Quote management (SPEC §2, §4): tabs Overview and Phase 1–3 with counts; overview stat cards;
 * a card per quote; View Details with status and phase selects (a phase change e-mails the
 * customer that phase's follow-up); Send Follow-up with a phase and an optional message; each
 * quote's follow-up history (queued, sent, failed with the reason).
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiRequest } from "../../shared/api";
import {
  budgetRangeOptions,
  bestTimeOptions,
  contactMethodOptions,
  labelFor,
  projectTypeOptions,
  quotePhaseOptions,
  quotePhases,
  quoteStatuses,
  roofSizeOptions,
  urgencyOptions,
  type Option,
  type QuotePhase,
  type QuoteStatus,
} from "../../shared/options";
import {
  FOLLOW_UP_MESSAGE_MAX,
  sendFollowUpSchema,
  type AdminFollowUp,
  type AdminQuote,
} from "../../shared/schemas/admin";
import { adminStrings, quoteStatusLabels } from "../../shared/strings/admin";
import { toast } from "../ui/toast";
import { adminKeys } from "./query-client";
import {
  Badge,
  Button,
  Dialog,
  FieldError,
  formatDate,
  formatDateTime,
  inputClass,
  LoadingState,
  SelectField,
  StatCard,
  type BadgeTone,
} from "./ui";

const text = adminStrings.quotes;

export const quoteStatusTones: Record<QuoteStatus, BadgeTone> = {
  new: "blue",
  contacted: "amber",
  quoted: "purple",
  scheduled: "green",
  completed: "slate",
  cancelled: "red",
};

const phaseShortLabels: Record<QuotePhase, string> = {
  "phase-1": text.tabs["phase-1"],
  "phase-2": text.tabs["phase-2"],
  "phase-3": text.tabs["phase-3"],
};

/** The label of an option value, or the raw value for rows written before a list changed. */
function optionLabel(options: readonly Option[], value: string | null): string {
  if (!value) return text.labels.notSpecified;
  return labelFor(options, value) ?? value;
}

const fullName = (quote: AdminQuote) => `${quote.firstName} ${quote.lastName}`;

function useQuoteMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.quotes });
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: "destructive" });

  const status = useMutation({
    mutationFn: ({ id, value }: { id: number; value: QuoteStatus }) =>
      apiRequest<AdminQuote>("PUT", `/api/admin/quotes/${id}/status`, { status: value }),
    onSuccess: async () => {
      toast({ title: adminStrings.toasts.statusUpdated, description: adminStrings.toasts.statusUpdatedText });
      await refresh();
    },
    onError: failed(adminStrings.toasts.statusFailed),
  });
  const phase = useMutation({
    mutationFn: ({ id, value }: { id: number; value: QuotePhase }) =>
      apiRequest<AdminQuote>("PUT", `/api/admin/quotes/${id}/phase`, { phase: value }),
    onSuccess: async () => {
      toast({ title: adminStrings.toasts.phaseUpdated, description: adminStrings.toasts.phaseUpdatedText });
      await refresh();
    },
    onError: failed(adminStrings.toasts.phaseFailed),
  });
  const followUp = useMutation({
    mutationFn: ({ id, value }: { id: number; value: { phase: QuotePhase; customMessage: string | null } }) =>
      apiRequest<AdminQuote>("POST", `/api/admin/quotes/${id}/send-followup`, value),
    onSuccess: async () => {
      toast({ title: adminStrings.toasts.followUpSent, description: adminStrings.toasts.followUpSentText });
      await refresh();
    },
    onError: failed(adminStrings.toasts.followUpFailed),
  });
  return { status, phase, followUp };
}

type QuoteMutations = ReturnType<typeof useQuoteMutations>;

/** A follow-up's state as the admin cares about it: the e-mail's, once one was queued. */
function followUpState(followUp: AdminFollowUp): { label: string; tone: BadgeTone; at: string | null } {
  const state = followUp.deliveryStatus ?? followUp.status;
  if (state === "sent")
    return { label: text.history.sent, tone: "green", at: followUp.emailSentAt ?? followUp.createdAt };
  if (state === "failed") return { label: text.history.failed, tone: "red", at: followUp.createdAt };
  if (state === "sending") return { label: text.history.sending, tone: "amber", at: followUp.createdAt };
  if (state === "cancelled") return { label: text.history.cancelled, tone: "slate", at: followUp.createdAt };
  return { label: text.history.queued, tone: "amber", at: followUp.createdAt };
}

function FollowUpHistory({ followUps }: { followUps: AdminFollowUp[] }) {
  if (followUps.length === 0) return <p className="text-sm text-slate-mid">{text.details.noHistory}</p>;
  return (
    <ol className="grid gap-2">
      {followUps.map((followUp) => {
        const { label, tone, at } = followUpState(followUp);
        return (
          <li key={followUp.id} className="rounded-md border border-slate-line bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-ink">{phaseShortLabels[followUp.phase]}</span>
              <Badge tone={tone}>{label}</Badge>
              <span className="text-slate-mid">{formatDateTime(at)}</span>
            </div>
            {followUp.customMessage && <p className="mt-1 text-slate-deep">“{followUp.customMessage}”</p>}
            {tone === "red" && followUp.lastError && <p className="mt-1 text-red-800">{followUp.lastError}</p>}
          </li>
        );
      })}
    </ol>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-mid uppercase">{label}</dt>
      <dd className="text-slate-ink">{value}</dd>
    </div>
  );
}

function DetailsDialog({
  quote,
  onClose,
  mutations,
}: {
  quote: AdminQuote;
  onClose: () => void;
  mutations: QuoteMutations;
}) {
  const id = useId();
  const labels = text.labels;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.details.title(fullName(quote))}
      description={text.details.description}
      wide
    >
      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-status`} className="font-semibold text-slate-ink">
              {text.details.status}
            </label>
            <SelectField
              id={`${id}-status`}
              value={quote.status}
              disabled={mutations.status.isPending}
              onValueChange={(value) => mutations.status.mutate({ id: quote.id, value: value as QuoteStatus })}
              options={quoteStatuses.map((status) => ({ value: status, label: quoteStatusLabels[status] }))}
              className="w-full"
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-phase`} className="font-semibold text-slate-ink">
              {text.details.phase}
            </label>
            <SelectField
              id={`${id}-phase`}
              value={quote.phase}
              disabled={mutations.phase.isPending}
              onValueChange={(value) => mutations.phase.mutate({ id: quote.id, value: value as QuotePhase })}
              options={quotePhaseOptions}
              className="w-full"
            />
          </div>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={labels.email} value={quote.email} />
          <Detail label={labels.phone} value={quote.phone || labels.notSpecified} />
          <Detail label={labels.address} value={`${quote.address}, ${quote.city}, ${quote.state} ${quote.zipCode}`} />
          <Detail label={labels.date} value={formatDateTime(quote.createdAt)} />
          <Detail label={labels.projectType} value={optionLabel(projectTypeOptions, quote.projectType)} />
          <Detail label={labels.roofSize} value={optionLabel(roofSizeOptions, quote.roofSize)} />
          <Detail label={labels.urgency} value={optionLabel(urgencyOptions, quote.urgency)} />
          <Detail label={labels.budget} value={optionLabel(budgetRangeOptions, quote.budgetRange)} />
          <Detail
            label={labels.contactMethod}
            value={optionLabel(contactMethodOptions, quote.preferredContactMethod)}
          />
          <Detail label={labels.bestTime} value={optionLabel(bestTimeOptions, quote.bestTimeToContact)} />
        </dl>
        <div>
          <h3 className="font-semibold text-slate-ink">{labels.description}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-deep">{quote.description || labels.notSpecified}</p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-slate-ink">{text.details.history}</h3>
          <FollowUpHistory followUps={quote.followUps} />
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text.details.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function FollowUpDialog({
  quote,
  onClose,
  mutations,
}: {
  quote: AdminQuote;
  onClose: () => void;
  mutations: QuoteMutations;
}) {
  const id = useId();
  const [phase, setPhase] = useState<QuotePhase | "">("");
  const [message, setMessage] = useState("");
  const [phaseError, setPhaseError] = useState<string>();
  const copy = text.followUp;

  const submit = () => {
    const parsed = sendFollowUpSchema.safeParse({ phase: phase || undefined, customMessage: message });
    if (!parsed.success) {
      setPhaseError(parsed.error.issues.find((issue) => issue.path[0] === "phase")?.message);
      return;
    }
    mutations.followUp.mutate(
      { id: quote.id, value: { phase: parsed.data.phase, customMessage: parsed.data.customMessage || null } },
      {
        onSuccess: () => {
          setPhase("");
          setMessage("");
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={copy.description(fullName(quote))}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-phase`} className="font-semibold text-slate-ink">
            {copy.phase}
            <span aria-hidden="true" className="text-red-800">
              {" "}
              *
            </span>
          </label>
          <SelectField
            id={`${id}-phase`}
            value={phase || undefined}
            placeholder={copy.phasePlaceholder}
            invalid={Boolean(phaseError)}
            describedBy={phaseError ? `${id}-phase-error` : undefined}
            onValueChange={(value) => {
              setPhase(value as QuotePhase);
              setPhaseError(undefined);
            }}
            options={quotePhaseOptions}
            className="w-full"
          />
          <FieldError id={`${id}-phase-error`} message={phaseError} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-message`} className="font-semibold text-slate-ink">
            {copy.message}
          </label>
          <textarea
            id={`${id}-message`}
            rows={4}
            value={message}
            maxLength={FOLLOW_UP_MESSAGE_MAX}
            aria-describedby={`${id}-message-hint`}
            onChange={(event) => setMessage(event.target.value)}
            className={inputClass}
          />
          <p id={`${id}-message-hint`} className="text-sm text-slate-mid">
            {copy.messageHint}
          </p>
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={mutations.followUp.isPending}>
            {mutations.followUp.isPending ? copy.sending : copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function QuoteCard({
  quote,
  onViewDetails,
  onSendFollowUp,
}: {
  quote: AdminQuote;
  onViewDetails: () => void;
  onSendFollowUp: () => void;
}) {
  const labels = text.labels;
  return (
    <article className="flex flex-col rounded-lg border border-slate-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-serif text-xl text-slate-ink">{fullName(quote)}</h3>
          <p className="text-sm text-slate-mid">
            {optionLabel(projectTypeOptions, quote.projectType)} · {quote.city}, {quote.state}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={quoteStatusTones[quote.status]}>{quoteStatusLabels[quote.status]}</Badge>
          <Badge tone="copper">{phaseShortLabels[quote.phase]}</Badge>
          {quote.isSpam && <Badge tone="red">{text.suspectedSpam}</Badge>}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <Detail label={labels.phone} value={quote.phone || labels.notSpecified} />
        <Detail label={labels.email} value={quote.email} />
        <Detail label={labels.date} value={formatDate(quote.createdAt)} />
        <Detail label={labels.urgency} value={optionLabel(urgencyOptions, quote.urgency)} />
        <Detail label={labels.budget} value={optionLabel(budgetRangeOptions, quote.budgetRange)} />
        <Detail label={labels.address} value={`${quote.address}, ${quote.zipCode}`} />
      </dl>
      {quote.description && <p className="mt-3 line-clamp-2 text-sm text-slate-deep">{quote.description}</p>}
      <LastFollowUp followUps={quote.followUps} />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" onClick={onViewDetails} aria-label={`${text.viewDetails}: ${fullName(quote)}`}>
          {text.viewDetails}
        </Button>
        <Button onClick={onSendFollowUp} aria-label={`${text.sendFollowUp}: ${fullName(quote)}`}>
          {text.sendFollowUp}
        </Button>
      </div>
    </article>
  );
}

function LastFollowUp({ followUps }: { followUps: AdminFollowUp[] }) {
  const last = followUps.at(-1);
  if (!last) return null;
  const { label, tone, at } = followUpState(last);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-mid">
      <span>{text.lastFollowUp}:</span>
      <span className="text-slate-ink">{phaseShortLabels[last.phase]}</span>
      <Badge tone={tone}>{label}</Badge>
      <span>{formatDate(at)}</span>
    </p>
  );
}

type TabName = "overview" | QuotePhase;
type OpenDialog = { kind: "details" | "follow-up"; quoteId: number } | null;

export function QuoteManagement() {
  const quotes = useQuery<AdminQuote[]>({ queryKey: adminKeys.quotes });
  const mutations = useQuoteMutations();
  const [tab, setTab] = useState<TabName>("overview");
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (quotes.isPending) return <LoadingState label={adminStrings.loading} />;
  if (quotes.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-800">
        {quotes.error.message}
      </p>
    );
  }
  const all = quotes.data;
  const inPhase = (phase: QuotePhase) => all.filter((quote) => quote.phase === phase);
  const count = (status: QuoteStatus) => all.filter((quote) => quote.status === status).length;
  const open = dialog && all.find((quote) => quote.id === dialog.quoteId);
  const tabTrigger =
    "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-deep hover:text-slate-ink focus-visible:outline-2 focus-visible:outline-copper-dark data-[state=active]:border-copper-deep data-[state=active]:text-slate-ink";

  const grid = (list: AdminQuote[], empty: string) =>
    list.length === 0 ? (
      <p className="py-10 text-center text-slate-mid">{empty}</p>
    ) : (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((quote) => (
          <QuoteCard
            key={quote.id}
            quote={quote}
            onViewDetails={() => setDialog({ kind: "details", quoteId: quote.id })}
            onSendFollowUp={() => setDialog({ kind: "follow-up", quoteId: quote.id })}
          />
        ))}
      </div>
    );

  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <h1 className="font-serif text-4xl text-slate-ink">{text.title}</h1>
        <p className="mt-1 text-slate-mid">{text.intro}</p>
      </header>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabName)}>
        <Tabs.List aria-label={text.tabsLabel} className="flex flex-wrap gap-1 border-b border-slate-line">
          <Tabs.Trigger value="overview" className={tabTrigger}>
            {text.tabs.overview} ({all.length})
          </Tabs.Trigger>
          {quotePhases.map((phase) => (
            <Tabs.Trigger key={phase} value={phase} className={tabTrigger}>
              {text.tabs[phase]} ({inPhase(phase).length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="grid gap-6 pt-6">
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <StatCard label={text.stats.total} value={all.length} />
            <StatCard label={text.stats.new} value={count("new")} />
            <StatCard label={text.stats.contacted} value={count("contacted")} />
            <StatCard label={text.stats.scheduled} value={count("scheduled")} />
          </dl>
          <h2 className="sr-only">{text.tabs.overview}</h2>
          {grid(all, text.noQuotes)}
        </Tabs.Content>
        {quotePhases.map((phase) => (
          <Tabs.Content key={phase} value={phase} className="pt-6">
            <h2 className="sr-only">{labelFor(quotePhaseOptions, phase)}</h2>
            {grid(inPhase(phase), text.empty)}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {open && dialog?.kind === "details" && (
        <DetailsDialog quote={open} mutations={mutations} onClose={() => setDialog(null)} />
      )}
      {open && dialog?.kind === "follow-up" && (
        <FollowUpDialog quote={open} mutations={mutations} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
