import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryPreference, NotificationView } from '../../../../domain/notification-api.ts';
import { api, apiFetch } from '../../../lib/api-client.ts';

export interface InboxFilters {
  read?: boolean;
  type?: string;
  category?: string;
  archived?: boolean;
}

export interface NotificationPage {
  items: NotificationView[];
  nextCursor?: string;
}

export interface ChangeResult {
  notification: NotificationView;
  unreadCount: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filters: InboxFilters) => ['notifications', 'list', filters] as const,
  facets: ['notifications', 'facets'] as const,
  preferences: ['notification-settings', 'preferences'] as const,
  push: ['notification-settings', 'push'] as const,
};

export async function fetchUnreadCount(): Promise<number> {
  return (await api.get<{ count: number }>('/api/notifications/unread-count')).count;
}

export function fetchNotifications(filters: InboxFilters, offset: number): Promise<NotificationPage> {
  return api.get<NotificationPage>('/api/notifications', { query: { ...filters, offset } });
}

/** Newest first, 10 a page; the next page loads as the list scrolls. */
export function useNotificationList(filters: InboxFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam }) => fetchNotifications(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.nextCursor ? Number(last.nextCursor) : undefined),
    enabled,
  });
}

export function useNotificationFacets(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.facets,
    queryFn: () => api.get<{ types: string[]; categories: string[] }>('/api/notifications/facets'),
    enabled,
  });
}

export const markNotificationRead = (id: string) => api.post<ChangeResult>(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () =>
  api.post<{ updated: number; unreadCount: number }>('/api/notifications/read-all');
export const archiveNotification = (id: string) => api.post<ChangeResult>(`/api/notifications/${id}/archive`);
export const unarchiveNotification = (id: string) =>
  api.post<ChangeResult>(`/api/notifications/${id}/unarchive`);

export function usePreferences(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async () =>
      (await api.get<{ preferences: CategoryPreference[] }>('/api/notifications/preferences')).preferences,
    enabled,
  });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preference: CategoryPreference) =>
      (
        await apiFetch<{ preferences: CategoryPreference[] }>('/api/notifications/preferences', {
          method: 'PUT',
          body: { preferences: [preference] },
        })
      ).preferences,
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = queryClient.getQueryData<CategoryPreference[]>(notificationKeys.preferences);
      queryClient.setQueryData<CategoryPreference[]>(notificationKeys.preferences, (list) =>
        list?.map((p) => (p.category === preference.category ? preference : p)),
      );
      return { previous };
    },
    onError: (_error, _preference, context) => {
      queryClient.setQueryData(notificationKeys.preferences, context?.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}

export function usePushConfig(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.push,
    queryFn: () => api.get<{ publicKey: string; subscriptions: number }>('/api/notifications/push'),
    enabled,
  });
}

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post<void>('/api/notifications/push-subscriptions', subscription);
export const deletePushSubscription = (endpoint: string) =>
  apiFetch<void>('/api/notifications/push-subscriptions', { method: 'DELETE', body: { endpoint } });
export const sendTestNotification = () => api.post<NotificationView>('/api/notifications/test');
