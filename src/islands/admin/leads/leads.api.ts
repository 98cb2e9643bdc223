/**
 * What both lead kinds share in the console: the waiting-for-a-reply list, the person's other
 * enquiries and "Delete this person".
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../shared/api";
import type { LeadFigures } from "../../../shared/lead-figures";
import type { OtherEnquiries } from "../../../shared/schemas/enquiries";
import type { LeadKind, PersonData, PersonDeleted } from "../../../shared/schemas/privacy";
import type { WaitingLeads } from "../../../shared/speed-to-lead";
import { contactStrings } from "../../../shared/strings/contacts";
import { toast } from "../../ui/toast";
import { adminKeys, adminUrls } from "../api";

const t = contactStrings.toasts;

export const leadUrls = {
  waiting: "/api/admin/leads/waiting",
  figures: "/api/admin/leads/figures",
  person: (kind: LeadKind, id: number) => `/api/admin/privacy/${kind}/${id}`,
  enquiries: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/enquiries`,
  /** Deleting a person goes through the lead's own resource. */
  deletePerson: (kind: LeadKind, id: number) =>
    kind === "contact" ? `${adminUrls.contacts}/${id}` : `${adminUrls.quotes}/${id}`,
};

export const leadKeys = {
  waiting: [leadUrls.waiting] as const,
  figures: [leadUrls.figures] as const,
  person: (kind: LeadKind, id: number) => ["/api/admin/privacy", kind, id] as const,
  enquiries: (kind: LeadKind, id: number) => ["/api/admin/leads", kind, id, "enquiries"] as const,
  allEnquiries: ["/api/admin/leads"] as const,
};

/** Refetches `queryKey` after any change the console makes (a status may answer a lead, a note change a person's view). */
function useRefetchAfterChanges(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [queryClient, queryKey],
  );
}

/** The waiting leads, counted again after any change the console makes. */
export function useWaitingLeads() {
  useRefetchAfterChanges(leadKeys.waiting);
  return useQuery<WaitingLeads>({ queryKey: leadKeys.waiting });
}

/** The dashboard's lead figures (waiting by kind, open quotes, pipeline), counted again after any change. */
export function useLeadFigures() {
  useRefetchAfterChanges(leadKeys.figures);
  return useQuery<LeadFigures>({ queryKey: leadKeys.figures });
}

export const otherEnquiriesQuery = (kind: LeadKind, id: number) =>
  queryOptions<OtherEnquiries>({ queryKey: leadKeys.enquiries(kind, id) });

/** The person's other enquiries with their notes; read again after any change (a note saved elsewhere). */
export function useOtherEnquiries(kind: LeadKind, id: number) {
  useRefetchAfterChanges(leadKeys.allEnquiries);
  return useQuery(otherEnquiriesQuery(kind, id));
}

export const usePersonData = (kind: LeadKind, id: number, enabled: boolean) =>
  useQuery<PersonData>({ queryKey: leadKeys.person(kind, id), enabled, staleTime: 0 });

/** Deletes the person; every list that could show one of their leads is refetched. */
export function useDeletePerson(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PersonDeleted>("DELETE", leadUrls.deletePerson(kind, id)),
    meta: { toasts: { failure: t.personDeleteFailed } },
    onSuccess: async (deleted) => {
      toast({ title: t.personDeleted, description: t.personDeletedText(deleted.email) });
      await Promise.all(
        [adminKeys.contacts, adminKeys.quotes, leadKeys.waiting].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: "none" }),
        ),
      );
    },
  });
}
