// The keys of the customer's menu (SPEC §3 menu entries): read by the menu screen (features/menus),
// read again after the console's menu changes it.
export const menuEntryKeys = {
  all: ['menuEntries'] as const,
  list: (activityId: number | null) => [...menuEntryKeys.all, activityId] as const,
};
