// The customer's registered devices (SPEC §3 Registration device, §4 Device, §7 Devices).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceParams } from '@tessera/domain';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

export const deviceKeys = {
  list: (userId: number | undefined) => ['devices', userId] as const,
};

export function useDevices(enabled: boolean) {
  const userId = useSession().claims?.id;
  return useQuery({
    queryKey: deviceKeys.list(userId),
    enabled: enabled && Boolean(userId),
    queryFn: async () => (await http.list<Device>('/api/app/userregistrationcodes')).rows,
  });
}

/** The running version, for the device's appVersion (the same query as the version screen). */
export function useAppVersion(enabled: boolean) {
  return useQuery({
    queryKey: ['version'],
    enabled,
    queryFn: () =>
      http.get<{ version: string; minAppVersion: { ios: string; android: string } }>(
        '/app/version',
        { noActivity: true, silent: true },
      ),
  });
}

function useInvalidateDevices() {
  const userId = useSession().claims?.id;
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(userId) });
}

export function useRegisterDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: ({ deviceId, params }: { deviceId: string; params: DeviceParams }) =>
      http.post<Device>(
        `/api/app/userregistrationcode/save/${encodeURIComponent(deviceId)}`,
        params,
      ),
    onSuccess: invalidate,
  });
}

export function useToggleDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      http.put<Device>(`/api/userregistrationcode/${id}`, { active }),
    onSuccess: invalidate,
  });
}

export function useDeleteDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ deleted: boolean }>(`/api/userregistrationcode/${id}`),
    onSuccess: invalidate,
  });
}
