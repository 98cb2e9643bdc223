/**
 * The contact desk's URLs, query keys and hooks. Keys start with the contact list's key, so the
 * status change of api.ts (which refetches adminKeys.contacts) refreshes the desk's pages too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import {
  contactFilterQuery,
  type AdminContactDetail,
  type ContactFilters,
  type ContactPage,
} from "../../../shared/schemas/contacts-desk";
import { withSegment, type ReportSegment } from "../../../shared/schemas/reports";
import { contactStrings } from "../../../shared/strings/contacts";
import { adminKeys, adminUrls } from "../api";

const t = contactStrings.toasts;

export const contactUrls = {
  search: (filters: ContactFilters, segment: ReportSegment = {}) =>
    `${adminUrls.contacts}/search${withSegment(contactFilterQuery(filters), segment)}`,
  contact: (id: number) => `${adminUrls.contacts}/${id}`,
  notes: (id: number) => `${adminUrls.contacts}/${id}/notes`,
  notSpam: (id: number) => `${adminUrls.contacts}/${id}/not-spam`,
  /** The export takes the list's filters but not its page: every matching contact. */
  exportCsv: (filters: ContactFilters, segment: ReportSegment = {}) =>
    `/api/admin/export/contacts.csv${withSegment(contactFilterQuery({ ...filters, page: 1 }), segment)}`,
};

export const contactKeys = {
  search: (filters: ContactFilters, segment: ReportSegment = {}) =>
    [...adminKeys.contacts, "search", filters, segment] as const,
  contact: (id: number) => [...adminKeys.contacts, id] as const,
};

export const useContactPage = (filters: ContactFilters, segment: ReportSegment = {}) =>
  useQuery({
    queryKey: contactKeys.search(filters, segment),
    queryFn: () => apiRequest<ContactPage>("GET", contactUrls.search(filters, segment)),
    placeholderData: (previous) => previous,
  });

export const useContactDetail = (id: number) => useQuery<AdminContactDetail>({ queryKey: contactKeys.contact(id) });

/** A change to one contact: the answer (the contact as it now is) goes straight into the cache. */
function useContactChange<V>(
  id: number,
  request: (variables: V) => Promise<AdminContactDetail>,
  toasts: { success: { title: string; description?: string }; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { toasts },
    onSuccess: async (contact) => {
      queryClient.setQueryData(contactKeys.contact(id), contact);
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.contacts, "search"] });
    },
  });
}

export const useSaveContactNotes = (id: number) =>
  useContactChange(id, (notes: string) => apiRequest<AdminContactDetail>("PUT", contactUrls.notes(id), { notes }), {
    success: { title: t.notesSaved, description: t.notesSavedText },
    failure: t.notesFailed,
  });

export const useMarkContactNotSpam = (id: number) =>
  useContactChange(id, () => apiRequest<AdminContactDetail>("POST", contactUrls.notSpam(id), {}), {
    success: { title: t.notSpam },
    failure: t.notSpamFailed,
  });
