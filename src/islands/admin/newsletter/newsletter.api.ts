/** The newsletter list's URLs and query hook (a key is its URL's parts; ../api.ts runs the queries). */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import { subscriberFilterQuery, type SubscriberFilters, type SubscriberList } from "../../../shared/schemas/newsletter";

export const newsletterUrls = {
  subscribers: (filters: SubscriberFilters) => `/api/admin/newsletter/subscribers${subscriberFilterQuery(filters)}`,
  exportCsv: (filters: SubscriberFilters) => `/api/admin/export/newsletter.csv${subscriberFilterQuery(filters)}`,
};

export const useSubscribers = (filters: SubscriberFilters) =>
  useQuery({
    queryKey: ["/api/admin/newsletter/subscribers", filters],
    queryFn: () => apiRequest<SubscriberList>("GET", newsletterUrls.subscribers(filters)),
    placeholderData: (previous) => previous,
  });
